import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { FormularioRaas } from './formulario-raas.form';

/** ambulatorio/formulario-raas/edit/{id}: a psychosocial-care RAAS (its reading is audited by the server). */
export default function FormularioRaasEditPage() {
  const id = Number(useParams().id);
  return (
    <div className="sm-page">
      <PageHeader title="RAAS psicossocial" subTitle="Registro das Ações Ambulatoriais de Saúde — atenção psicossocial (CAPS)" />
      <FormularioRaas key={id} id={id} />
    </div>
  );
}
