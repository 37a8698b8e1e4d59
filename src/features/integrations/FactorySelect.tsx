import { Select } from '@arco-design/web-react';
import { useEffect } from 'react';
import type { Id } from '../../../contract/catalogue';
import type { Factory } from '../../../contract/erp';
import { MSG } from './messages';

/** The factory a binding tab works on; the first one until the seller picks another. */
export function FactorySelect({ factories, value, onChange }: { factories: readonly Factory[]; value: Id | null; onChange: (id: Id) => void }) {
  const known = factories.some((factory) => factory.id === value);
  useEffect(() => {
    if (!known && factories[0]) onChange(factories[0].id);
  }, [known, factories, onChange]);
  return (
    <Select
      className="factory-select"
      placeholder={MSG.integrations.pickFactory}
      value={known ? (value ?? undefined) : undefined}
      onChange={(id: Id) => onChange(id)}
      options={factories.map((factory) => ({ label: factory.name, value: factory.id }))}
      aria-label={MSG.integrations.factory}
    />
  );
}
