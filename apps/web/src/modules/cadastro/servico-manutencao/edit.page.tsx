import { useParams } from 'react-router';
import { ServicoManutencaoForm } from './servico-manutencao.form';

export default function ServicoManutencaoEditPage() {
  const { id } = useParams();
  return <ServicoManutencaoForm key={id} id={Number(id)} />;
}
