import { SubgrupoForm } from './subgrupo.form';

export default function SubgrupoCreatePage() {
  return <SubgrupoForm />;
}
