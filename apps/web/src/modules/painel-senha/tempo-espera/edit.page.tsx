import { useParams } from 'react-router';
import { TempoEsperaForm } from './tempo-espera.form';

export default function TempoEsperaEditPage() {
  const { id } = useParams();
  return <TempoEsperaForm key={id} id={Number(id)} />;
}
