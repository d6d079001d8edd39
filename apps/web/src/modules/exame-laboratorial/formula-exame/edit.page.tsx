import { useParams } from 'react-router';
import { FormulaExameForm } from './formula-exame.form';

export default function FormulaExameEditPage() {
  const { id } = useParams();
  return <FormulaExameForm key={id} id={Number(id)} />;
}
