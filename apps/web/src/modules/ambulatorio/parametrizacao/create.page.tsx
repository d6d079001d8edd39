import { AMB, parametrizacaoAmbulatorioSchema } from '@saude/shared';
import { ParametrizacaoPage } from '../../../components/parametrizacao/ParametrizacaoPage';

/** ambulatorio/parametrizacao/create (spec 000 §2.3): the scheduling rules and the no-show policy. */
export default function ParametrizacaoAmbulatorioPage() {
  return (
    <ParametrizacaoPage
      api="/api/ambulatorio/parametrizacao"
      titulo="Parametrização do ambulatório"
      subTitulo="Regras de agendamento e de absenteísmo deste município."
      esquema={parametrizacaoAmbulatorioSchema}
      permissao={AMB.parametrizacao}
    />
  );
}
