import { useState } from 'react';

type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A form's values with a patch setter, and `field(name)` binding one text value to an input as
 * `{ name, value, onChange }`, so each field is written once.
 */
export function useForm<F extends object>(initial: F | (() => F)) {
  const [form, setForm] = useState(initial);
  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));
  const field = <K extends TextKeys<F>>(name: K) => ({
    name,
    value: form[name] as string,
    onChange: (value: string) => set({ [name]: value } as Partial<F>),
  });
  return { form, set, setForm, field };
}
