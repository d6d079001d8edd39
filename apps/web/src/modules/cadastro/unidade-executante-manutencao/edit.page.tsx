import { useParams } from 'react-router';
import { UnidadeExecutanteManutencaoForm } from './unidade-executante-manutencao.form';

export default function UnidadeExecutanteManutencaoEditPage() {
  const { id } = useParams();
  return <UnidadeExecutanteManutencaoForm key={id} id={Number(id)} />;
}
