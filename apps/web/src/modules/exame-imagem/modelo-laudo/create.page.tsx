import { ModeloLaudoImagemForm } from './modelo-laudo.form';

export default function ModeloLaudoImagemCreatePage() {
  return <ModeloLaudoImagemForm />;
}
