import { LoteamentoForm } from './loteamento.form';

export default function LoteamentoCreatePage() {
  return <LoteamentoForm />;
}
