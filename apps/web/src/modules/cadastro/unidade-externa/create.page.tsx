import { UnidadeExternaForm } from './unidade-externa.form';

export default function UnidadeExternaCreatePage() {
  return <UnidadeExternaForm />;
}
