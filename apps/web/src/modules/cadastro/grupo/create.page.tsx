import { GrupoForm } from './grupo.form';

export default function GrupoCreatePage() {
  return <GrupoForm />;
}
