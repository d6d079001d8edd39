import { useParams } from 'react-router';
import { OpcaoChamadaForm } from './opcao-chamada.form';

export default function OpcaoChamadaEditPage() {
  const { id } = useParams();
  return <OpcaoChamadaForm key={id} id={Number(id)} />;
}
