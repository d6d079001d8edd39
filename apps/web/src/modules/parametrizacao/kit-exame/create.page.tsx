import { KitExameForm } from './kit-exame.form';

export default function KitExameCreatePage() {
  return <KitExameForm />;
}
