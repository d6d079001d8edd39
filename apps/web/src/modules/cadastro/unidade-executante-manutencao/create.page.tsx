import { UnidadeExecutanteManutencaoForm } from './unidade-executante-manutencao.form';

export default function UnidadeExecutanteManutencaoCreatePage() {
  return <UnidadeExecutanteManutencaoForm />;
}
