import { useParams } from 'react-router';
import { SubgrupoForm } from './subgrupo.form';

export default function SubgrupoEditPage() {
  const { id } = useParams();
  return <SubgrupoForm key={id} id={Number(id)} />;
}
