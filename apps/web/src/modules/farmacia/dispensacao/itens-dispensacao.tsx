import {
  diasDeTratamento,
  MENSAGENS_DISPENSACAO_FARMACIA as M,
  proximaRetirada,
  RECEITAS_DE_UM_ITEM,
  SIGLA_TALIDOMIDA,
} from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { type ColunaItem, colunaDoItem, ItensDoDocumento, rotuloDoItem, SugestaoLotes } from '../../../components/estoque';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { formatarData } from '../../../lib/dates';
import { type DispensacaoForm, dispensacaoApi, type ItemParaDispensar, type ReceitaParaDispensar } from './dispensacao.api';

/** A line of the form: which prescription item, which medicine, how much now and the posology. */
export interface LinhaDispensacao {
  origem: string;
  receitaId: number;
  receitaItemId: number;
  materialId?: number | null;
  quantidade?: number | null;
  unidadesPorDia?: number | null;
  diasTratamento?: number | null;
  numeroNotificacao?: string | null;
  cid?: string | null;
  termoResponsabilidade?: string | null;
}

export const chaveDaLinha = (l: Pick<LinhaDispensacao, 'origem' | 'receitaId' | 'receitaItemId'>) =>
  `${l.origem}:${l.receitaId}:${l.receitaItemId}`;

/** The prescription and item a line comes from. */
export function origemDaLinha(form: DispensacaoForm, l: LinhaDispensacao | undefined) {
  const receita = l ? form.receitas.find((r) => r.origem === l.origem && r.id === l.receitaId) : undefined;
  const item = receita?.itens.find((i) => i.id === l?.receitaItemId);
  return { receita, item };
}

// preserve: the line's origin fields have no Form.Item (they come with the prescription), and must be watched too
const useLinha = (nome: number) => Form.useWatch(['itens', nome], { preserve: true }) as LinhaDispensacao | undefined;

/** The medicine of a line: the prescribed one, or picked by the pharmacist when the prescription named it in text. */
function MedicamentoDaLinha({ form, nome }: { form: DispensacaoForm; nome: number }) {
  const linha = useLinha(nome);
  const { receita, item } = origemDaLinha(form, linha);
  if (!receita || !item) return null;
  const notificacao = RECEITAS_DE_UM_ITEM.includes(receita.tipo) && !receita.numeroNotificacao;
  const talidomida = item.lista === SIGLA_TALIDOMIDA;
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      {item.materialId ? (
        <Typography.Text strong>
          {item.material} {item.lista && <Tag color="purple">{item.lista}</Tag>}
        </Typography.Text>
      ) : (
        <Form.Item
          name={[nome, 'materialId']}
          rules={[{ required: true, message: 'Escolha o medicamento do estoque.' }]}
          style={{ margin: 0 }}
          extra={`Prescrito como: ${item.descricao}`}
        >
          <Autocomplete url="/api/cadastro/material/autocomplete" label={rotuloDoItem('Medicamento', nome)} optionLabel="label" />
        </Form.Item>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Prescrito: {item.quantidade} · {item.posologia}
        {item.restante !== null && ` · restam ${item.restante}`}
      </Typography.Text>
      <LotesDaLinha nome={nome} />
      {notificacao && (
        <Form.Item name={[nome, 'numeroNotificacao']} style={{ margin: 0 }} rules={[{ required: true, message: M.semNotificacao }]}>
          <Input aria-label={rotuloDoItem('Número da notificação', nome)} placeholder="Número da notificação (retida)" maxLength={20} />
        </Form.Item>
      )}
      {talidomida && (
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name={[nome, 'cid']} style={{ margin: 0, width: 110 }} rules={[{ required: true, message: 'Informe o CID.' }]}>
            <Input aria-label={rotuloDoItem('CID', nome)} placeholder="CID" maxLength={5} />
          </Form.Item>
          {form.parametros.idadeFertil && (
            <Form.Item
              name={[nome, 'termoResponsabilidade']}
              style={{ margin: 0, flex: 1 }}
              rules={[{ required: true, message: M.talidomidaTermo }]}
            >
              <Input
                aria-label={rotuloDoItem('Termo de responsabilidade', nome)}
                placeholder="Nº do termo de responsabilidade"
                maxLength={40}
              />
            </Form.Item>
          )}
        </Space.Compact>
      )}
    </Space>
  );
}

/** Days and next pickup as the server will record them (the shared rule). */
function ProximaRetirada({ form, nome }: { form: DispensacaoForm; nome: number }) {
  const l = useLinha(nome);
  const q = l?.quantidade ?? 0;
  const proxima = q > 0 ? proximaRetirada(form.hoje, q, l?.unidadesPorDia, l?.diasTratamento) : null;
  if (!proxima) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span>
      {formatarData(proxima)}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {diasDeTratamento(q, l?.unidadesPorDia, l?.diasTratamento)} dias
      </Typography.Text>
    </span>
  );
}

function LotesDaLinha({ nome }: { nome: number }) {
  const l = useLinha(nome);
  return (
    <SugestaoLotes
      chave={['farmacia', 'dispensacao']}
      buscar={dispensacaoApi.sugestao}
      materialId={l?.materialId}
      quantidade={l?.quantidade}
    />
  );
}

const colunas = (form: DispensacaoForm): ColunaItem[] => [
  {
    title: 'Medicamento e lotes',
    key: 'medicamento',
    render: (_, c) => <MedicamentoDaLinha form={form} nome={c.name} />,
  },
  colunaDoItem({
    campo: 'quantidade',
    titulo: 'Quantidade',
    largura: 88,
    controle: (rotulo) => <InputNumber aria-label={rotulo} min={1} precision={0} style={{ width: '100%' }} />,
  }),
  colunaDoItem({
    campo: 'unidadesPorDia',
    titulo: 'Un./dia',
    largura: 80,
    obrigatorio: false,
    controle: (rotulo) => <InputNumber aria-label={rotulo} min={0.01} max={1000} style={{ width: '100%' }} />,
  }),
  colunaDoItem({
    campo: 'diasTratamento',
    titulo: 'Dias',
    largura: 72,
    obrigatorio: false,
    controle: (rotulo) => <InputNumber aria-label={rotulo} min={1} max={366} precision={0} style={{ width: '100%' }} />,
  }),
  { title: 'Próxima retirada', key: 'proxima', width: 104, render: (_, c) => <ProximaRetirada form={form} nome={c.name} /> },
];

/** The warnings of a line: the server's (allergy, active dispensing), the early repeat and a lot that ends before the treatment. */
function AvisosDaLinha({ form, nome }: { form: DispensacaoForm; nome: number }) {
  const l = useLinha(nome);
  const { item } = origemDaLinha(form, l);
  const q = l?.quantidade ?? 0;
  const dias = q > 0 ? diasDeTratamento(q, l?.unidadesPorDia, l?.diasTratamento) : null;
  const vencer = useQuery({
    queryKey: ['farmacia', 'dispensacao', 'a-vencer', l?.materialId, q, dias],
    queryFn: () => dispensacaoApi.aVencer(l?.materialId as number, q, dias as number),
    enabled: !!l?.materialId && q > 0 && dias !== null && dias <= 366,
    meta: { silent: true },
  });
  if (!item) return null;
  return (
    <>
      {avisosDoItem(form, item).map((a) => (
        <Alert key={a.texto} type={a.tipo} showIcon title={a.texto} style={{ marginBottom: 6 }} />
      ))}
      {vencer.data?.avisos.map((a) => (
        <Alert key={a.loteId} type="warning" showIcon title={a.mensagem} style={{ marginBottom: 6 }} />
      ))}
    </>
  );
}

/** What the counter should know before handing an item over (warnings, not refusals; the early repeat asks for a supervisor). */
export function avisosDoItem(form: DispensacaoForm, item: ItemParaDispensar): { tipo: 'warning' | 'error'; texto: string }[] {
  const u = item.ultimaRetirada;
  const antecipada = u?.liberadaEm && form.hoje < u.liberadaEm;
  return [
    ...item.avisos.map((texto) => ({ tipo: 'warning' as const, texto })),
    ...(antecipada && u?.proximaRetirada
      ? [
          {
            tipo: 'error' as const,
            texto: `${M.antecipada(item.material ?? item.descricao, u.data, u.proximaRetirada, u.liberadaEm ?? u.proximaRetirada)}${
              form.parametros.exigeSupervisorRetiradaAntecipada ? ' Só com a autorização de um supervisor.' : ''
            }`,
          },
        ]
      : []),
  ];
}

/** The lines being dispensed (added from the prescriptions on the left), with their warnings above. */
export function ItensDispensacao({ form }: { form: DispensacaoForm }) {
  const itens = (Form.useWatch('itens', { preserve: true }) ?? []) as LinhaDispensacao[];
  return (
    <>
      {itens.map((l, i) => (
        <AvisosDaLinha key={chaveDaLinha(l)} form={form} nome={i} />
      ))}
      <ItensDoDocumento
        colunas={colunas(form)}
        adicionar={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: 'Escolha à esquerda os medicamentos das receitas a dispensar.' }}
      />
    </>
  );
}

export type { ReceitaParaDispensar };
