import { SAVED_SEARCH_ALERTS, savedSearchAlertLabels } from '@catalyst/shared';
import type { ComponentProps } from 'react';
import { FormSelect } from '@/components/form/form-select';

/** How often alerts are mailed: daily, weekly or off, as the browser's own select. */
export function AlertsSelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  return (
    <FormSelect {...props}>
      {SAVED_SEARCH_ALERTS.map((alerts) => (
        <option key={alerts} value={alerts}>
          {savedSearchAlertLabels[alerts]}
        </option>
      ))}
    </FormSelect>
  );
}
