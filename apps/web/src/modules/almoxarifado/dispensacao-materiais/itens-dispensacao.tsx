import { avisoDispensacaoRecente } from '@saude/shared';
import { Alert, Form } from 'antd';
import { ItensComLotes } from '../../../components/estoque';
import { type DispensacaoForm, dispensacaoApi } from './dispensacao.api';

/** Whole days from one 'YYYY-MM-DD' to another, by their parts (a date-only value never becomes a local Date). */
const diasEntre = (de: string, ate: string) => {
  const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((utc(ate) - utc(de)) / 86_400_000);
};

/**
 * The lines of a dispensing: material and quantity, the FEFO lots, and the warning when the patient received
 * the same material less than the configured days ago (a warning, not a refusal).
 */
export function ItensDispensacao({ form }: { form: DispensacaoForm }) {
  const itens = (Form.useWatch('itens') ?? []) as { materialId?: number; quantidade?: number }[];
  const recente = (materialId?: number) => form.recentes.find((r) => r.materialId === materialId);
  const avisos = itens
    .map((i) => recente(i.materialId))
    .filter((r): r is DispensacaoForm['recentes'][number] => !!r)
    .map((r) => avisoDispensacaoRecente(r.material, r.data, diasEntre(r.data, form.hoje), form.diasIntervalo));
  return (
    <>
      {avisos.map((a) => (
        <Alert key={a} type="warning" showIcon title={a} style={{ marginBottom: 8 }} />
      ))}
      <ItensComLotes
        chave={['almoxarifado', 'dispensacao-materiais']}
        buscar={dispensacaoApi.sugestao}
        larguraMaterial={340}
        vencidos={false}
      />
    </>
  );
}
