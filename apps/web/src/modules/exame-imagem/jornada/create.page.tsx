import { useParams } from 'react-router';
import { JornadaImagemForm } from './jornada.form';

/** create/{id} (spec 000 §2.3): the id, when given, is the equipment the new agenda is for. */
export default function JornadaImagemCreatePage() {
  const { id } = useParams();
  return <JornadaImagemForm equipamentoId={id ? Number(id) : undefined} />;
}
