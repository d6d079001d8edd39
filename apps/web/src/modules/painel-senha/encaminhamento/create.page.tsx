import { EncaminhamentoForm } from './encaminhamento.form';

export default function EncaminhamentoCreatePage() {
  return <EncaminhamentoForm />;
}
