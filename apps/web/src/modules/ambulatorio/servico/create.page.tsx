import { ServicoForm } from './servico.form';

export default function ServicoCreatePage() {
  return <ServicoForm />;
}
