import { EstoqueLimiteForm } from './estoque-limite.form';

export default function EstoqueLimiteCreatePage() {
  return <EstoqueLimiteForm />;
}
