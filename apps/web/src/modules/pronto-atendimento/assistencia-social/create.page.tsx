import { AssistenciaSocialForm } from './assistencia-social.form';

export default function AssistenciaSocialCreatePage() {
  return <AssistenciaSocialForm />;
}
