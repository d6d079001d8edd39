import { useParams } from 'react-router';
import { ServicoForm } from './servico.form';

export default function ServicoEditPage() {
  const { id } = useParams();
  return <ServicoForm key={id} id={Number(id)} />;
}
