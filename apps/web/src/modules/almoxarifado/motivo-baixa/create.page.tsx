import { MotivoBaixaForm } from './motivo-baixa.form';

export default function MotivoBaixaCreatePage() {
  return <MotivoBaixaForm />;
}
