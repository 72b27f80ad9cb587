import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.ts';
import type { Problem } from './validate.ts';

/** Shows a validation problem as a toast, with the field name it mentions translated. */
export function useShowProblem() {
  const { t } = useTranslation();
  return (problem: Problem | undefined): boolean => {
    if (!problem) return false;
    toast('params' in problem ? t(problem.key, { name: t(problem.params.name) }) : t(problem.key));
    return true;
  };
}
