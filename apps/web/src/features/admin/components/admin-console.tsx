import { useLocation } from 'react-router';
import { adminSectionForPath, type AdminSection } from '../admin-sections';
import { AuditLog } from './audit-log/audit-log';
import { GuestCodes } from './guest-codes/guest-codes';
import { AdminJobs } from './jobs/admin-jobs';
import { AdminOrganizations } from './organizations/admin-organizations';
import { ReportQueue } from './report-queue/report-queue';
import { AdminUsers } from './users/admin-users';

const pages: Record<AdminSection, () => React.JSX.Element> = {
  reports: ReportQueue,
  organizations: AdminOrganizations,
  users: AdminUsers,
  'guest-codes': GuestCodes,
  'audit-log': AuditLog,
  jobs: AdminJobs,
};

/** The console's page for the address: one module for them all, so moving between them is instant. */
export function AdminConsole() {
  const Page = pages[adminSectionForPath(useLocation().pathname)];
  return <Page />;
}
