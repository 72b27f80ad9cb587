import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.ts';
import type { Problem } from './validate.ts';

/** Shows a validation problem as a toast, with field names in its parameters translated. */
export function useShowProblem() {
  const { t } = useTranslation();
  return (problem: Problem | undefined): boolean => {
    if (!problem) return false;
    const params = Object.fromEntries(Object.entries(problem.params ?? {}).map(([k, v]) => [k, t(v)]));
    toast(t(problem.key, params));
    return true;
  };
}
