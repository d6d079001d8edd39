import { useParams } from 'react-router';
import { JornadaLaboratorioForm } from './jornada.form';

export default function JornadaLaboratorioEditPage() {
  const { id } = useParams();
  return <JornadaLaboratorioForm key={id} id={Number(id)} />;
}
