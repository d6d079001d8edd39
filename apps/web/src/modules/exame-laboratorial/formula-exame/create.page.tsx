import { FormulaExameForm } from './formula-exame.form';

export default function FormulaExameCreatePage() {
  return <FormulaExameForm />;
}
