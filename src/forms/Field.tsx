// One labelled field of a lead form (input, select or textarea), its red required mark and its error line.
import type { ReactNode } from 'react';
import { cn } from '../components/ui/cn.ts';
import { Input } from '../components/ui/input.tsx';
import { Select } from '../components/ui/select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import type { FieldDef, FormDef } from './config.ts';
import { fieldId } from './use-lead-form.ts';

export function Field({
  def,
  field,
  value,
  error,
  onChange,
}: {
  def: FormDef;
  field: FieldDef;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = fieldId(def, field.name);
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.sendAs,
    required: field.required,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  let input: ReactNode;
  if (field.kind === 'select') {
    input = (
      <Select
        {...common}
        variant="form"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-12 w-full pr-8"
      >
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  } else if (field.kind === 'textarea') {
    input = (
      <Textarea
        {...common}
        variant="form"
        rows={field.rows ?? 4}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn('w-full py-3', (field.rows ?? 4) >= 4 && 'min-h-32')}
      />
    );
  } else {
    input = (
      <Input
        {...common}
        variant="form"
        type={field.kind}
        inputMode={field.inputMode}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-12 w-full"
      />
    );
  }
  return (
    <div className={cn(field.wide && 'sm:col-span-2')}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-strong">
        {field.label}
        {field.required && (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {input}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
