import { useParams } from 'react-router';
import { EncaminhamentoForm } from './encaminhamento.form';

export default function EncaminhamentoEditPage() {
  const { id } = useParams();
  return <EncaminhamentoForm key={id} id={Number(id)} />;
}
