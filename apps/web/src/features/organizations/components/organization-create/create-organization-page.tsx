import { organizationFormMessages } from '@catalyst/shared';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';
import { OrganizationCreateForm } from './organization-create-form';

/** /submit-organization's screen: the heading, what comes next, and the form. */
export function CreateOrganizationPage() {
  usePageTitle('Create Organization');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {organizationFormMessages.createTitle}
      </h1>
      <p className="mt-2 text-slate-600">
        Start with the essentials. After choosing a plan you can add categories, images and links to
        complete the profile.
      </p>
      <Card className="mt-8">
        <CardContent className="p-4 sm:p-6">
          <OrganizationCreateForm />
        </CardContent>
      </Card>
    </div>
  );
}
