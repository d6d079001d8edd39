import { frascosDasDoses } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select, Space, Typography } from 'antd';
import { type ColunaItem, colunaDoItem, ItensDoDocumento, SugestaoLotes } from '../../../components/estoque';
import { formatarData } from '../../../lib/dates';
import { type DistribuicaoForm, distribuicaoApi } from './distribuicao.api';

type Vacina = DistribuicaoForm['vacinas'][number];
interface Linha {
  vacinaId?: number;
  doses?: number;
  loteId?: number | null;
}

const useLotes = (vacinaId?: number) =>
  useQuery({
    queryKey: ['imunizacao', 'distribuicao', 'lotes', vacinaId],
    queryFn: () => distribuicaoApi.lotes(vacinaId as number),
    enabled: !!vacinaId,
  });

/** The cold store's lots of the line's vaccine: expired ones shown but not chosen (they leave only by write-off). */
function LoteDaLinha({
  nome,
  rotulo,
  ...props
}: {
  nome: number;
  rotulo: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const linha: Linha | undefined = Form.useWatch(['itens', nome]);
  const lotes = useLotes(linha?.vacinaId);
  return (
    <Select
      {...props}
      aria-label={rotulo}
      allowClear
      placeholder="Validade mais próxima"
      loading={lotes.isFetching}
      options={(lotes.data?.data ?? []).map((l) => ({
        value: l.loteId,
        disabled: l.vencido,
        label: `${l.lote} — val. ${formatarData(l.validade)} — ${l.disponivel} doses (${l.dosesPorFrasco}/frasco)${l.vencido ? ' — vencido' : ''}`,
      }))}
    />
  );
}

/** Vials the line's doses fill (the chosen lot's presentation, else the vaccine's) and, without a lot, the FEFO lots. */
function FrascosDaLinha({ nome, vacinas }: { nome: number; vacinas: Vacina[] }) {
  const linha: Linha | undefined = Form.useWatch(['itens', nome]);
  const vacina = vacinas.find((v) => v.id === linha?.vacinaId);
  const lotes = useLotes(linha?.vacinaId);
  if (!vacina || !linha?.doses) return <Typography.Text type="secondary">—</Typography.Text>;
  const porFrasco = lotes.data?.data.find((l) => l.loteId === linha.loteId)?.dosesPorFrasco ?? vacina.dosesPorFrasco;
  return (
    <Space orientation="vertical" size={2}>
      <Typography.Text aria-label={`Frascos do item ${nome + 1}`}>
        ≈ {frascosDasDoses(linha.doses, porFrasco)} frasco(s) de {porFrasco} dose(s)
      </Typography.Text>
      {!linha.loteId && (
        <SugestaoLotes
          chave={['imunizacao', 'distribuicao']}
          buscar={distribuicaoApi.sugestao}
          materialId={vacina.materialId}
          quantidade={linha.doses}
        />
      )}
    </Space>
  );
}

/** The lines of a distribution: vaccine, doses, an optional lot, and the vials and lots they take. */
export function ItensDistribuicao({ vacinas }: { vacinas: Vacina[] }) {
  const colunas: ColunaItem[] = [
    colunaDoItem({
      campo: 'vacinaId',
      titulo: 'Vacina',
      largura: 300,
      controle: (rotulo) => (
        <Select
          aria-label={rotulo}
          showSearch={{ optionFilterProp: 'label' }}
          options={vacinas.map((v) => ({ value: v.id, label: `${v.nome} (${v.disponivel} doses)`, disabled: v.disponivel <= 0 }))}
        />
      ),
    }),
    colunaDoItem({
      campo: 'doses',
      titulo: 'Doses',
      largura: 110,
      controle: (rotulo) => <InputNumber aria-label={rotulo} min={1} precision={0} style={{ width: '100%' }} />,
    }),
    {
      title: 'Lote',
      key: 'loteId',
      width: 300,
      render: (_, c) => (
        <Form.Item name={[c.name, 'loteId']} style={{ margin: 0 }}>
          <LoteDaLinha nome={c.name} rotulo={`Lote do item ${c.name + 1}`} />
        </Form.Item>
      ),
    },
    { title: 'Frascos e lotes', key: 'frascos', render: (_, c) => <FrascosDaLinha nome={c.name} vacinas={vacinas} /> },
  ];
  return <ItensDoDocumento colunas={colunas} />;
}
