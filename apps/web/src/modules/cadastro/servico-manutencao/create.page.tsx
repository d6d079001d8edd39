import { ServicoManutencaoForm } from './servico-manutencao.form';

export default function ServicoManutencaoCreatePage() {
  return <ServicoManutencaoForm />;
}
