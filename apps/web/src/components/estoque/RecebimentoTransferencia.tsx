import { Alert, Button, Descriptions, Form, type FormInstance, Input, InputNumber, Space, Table, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatarData, hoje } from '../../lib/dates';
import { clearErrorsOnChange } from '../../lib/errors';
import { DateInput } from '../fields/DateInput';

// The engine's transfer situations (1 in transit, 2 received, 3 cancelled) and the screens' 4, received with a divergence.
const COR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'orange' };

/** The situation of a transfer (the warehouse's transfer, immunization's distribution), named in the screen's words. */
export const TagSituacaoTransferencia = ({ situacao, nomes }: { situacao: number; nomes: Record<number, string> }) => (
  <Tag color={COR[situacao]}>{nomes[situacao]}</Tag>
);

interface CabecalhoTransferencia {
  origem: string;
  destino: string;
  dataEnvio: string;
  enviadoPor: string | null;
  dataRecebimento: string | null;
  recebidoPor: string | null;
  motivoCancelamento: string | null;
  observacao: string | null;
}

/**
 * The items of a transfer's description: origin, destination, situation, sending, receipt, the screen's `extras`,
 * the cancellation's reason and the observation. A function: Descriptions reads its items' props.
 */
export const itensDaTransferencia = (t: CabecalhoTransferencia, situacao: ReactNode, extras: ReactNode[] = []) => [
  <Descriptions.Item key="origem" label="Origem">
    {t.origem}
  </Descriptions.Item>,
  <Descriptions.Item key="destino" label="Destino">
    {t.destino}
  </Descriptions.Item>,
  <Descriptions.Item key="situacao" label="Situação">
    {situacao}
  </Descriptions.Item>,
  <Descriptions.Item key="envio" label="Envio">
    {formatarData(t.dataEnvio)} {t.enviadoPor && `por ${t.enviadoPor}`}
  </Descriptions.Item>,
  t.dataRecebimento ? (
    <Descriptions.Item key="recebimento" label="Recebimento">
      {formatarData(t.dataRecebimento)} {t.recebidoPor && `por ${t.recebidoPor}`}
    </Descriptions.Item>
  ) : null,
  ...extras,
  t.motivoCancelamento ? (
    <Descriptions.Item key="cancelamento" label="Motivo do cancelamento">
      {t.motivoCancelamento}
    </Descriptions.Item>
  ) : null,
  t.observacao ? (
    <Descriptions.Item key="observacao" label="Observação">
      {t.observacao}
    </Descriptions.Item>
  ) : null,
];

/** What the receiving form holds: the date and, per line, the received quantity (under `campo`) and the reason. */
export interface ValoresRecebimento {
  data: string;
  itens: ({ motivoDivergencia?: string | null } & Record<string, number | string | null | undefined>)[];
}

/** Per line of the form: what arrived (the sent quantity when untouched) and the reason of the divergence. */
export const linhasRecebidas = <T,>(itens: T[], v: ValoresRecebimento, campo: string, enviada: (i: T) => number) =>
  itens.map((i, n) => ({
    item: i,
    recebida: (v.itens?.[n]?.[campo] as number | null | undefined) ?? enviada(i),
    motivoDivergencia: v.itens?.[n]?.motivoDivergencia ?? null,
  }));

interface Props<T extends { id: number; lote: string; motivoDivergencia: string | null }> {
  form: FormInstance<ValoresRecebimento>;
  itens: T[];
  /** The session's cost centre is the destination, the transfer is in transit and the user may receive. */
  recebendo: boolean;
  /** The hint above the lines while receiving. */
  aviso: string;
  /** The columns before the received quantity (what was sent) and after the divergence. */
  colunas: TableColumnsType<T>;
  colunasDepois?: TableColumnsType<T>;
  /** The form field of the received quantity, its column title, width and the label of its input ("… do lote L"). */
  recebida: { campo: string; titulo: string; largura: number; rotulo: string };
  enviada: (i: T) => number;
  recebidaGravada: (i: T) => number | null;
  onFinish: (v: ValoresRecebimento) => void;
  salvando: boolean;
}

/**
 * The lines of a transfer and, while the destination receives it, the receipt: per lot what arrived (at most what was
 * sent), fewer needing the reason of the divergence (decision 0013), the date and the confirmation.
 */
export function RecebimentoTransferencia<T extends { id: number; lote: string; motivoDivergencia: string | null }>(p: Props<T>) {
  const { form, recebendo, recebida: r } = p;
  const linhas = Form.useWatch('itens', form) ?? [];
  const informada = (i: T, n: number) => (linhas[n]?.[r.campo] as number | null | undefined) ?? p.enviada(i);
  return (
    <>
      {recebendo && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={p.aviso} />}
      <Form<ValoresRecebimento>
        form={form}
        layout="vertical"
        initialValues={{ data: hoje(), itens: p.itens.map((i) => ({ [r.campo]: p.enviada(i) })) }}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={p.onFinish}
      >
        <Table<T>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={p.itens}
          columns={[
            ...p.colunas,
            {
              title: r.titulo,
              key: 'recebida',
              width: r.largura,
              render: (_, i, n) =>
                recebendo ? (
                  <Form.Item name={['itens', n, r.campo]} style={{ margin: 0 }}>
                    <InputNumber aria-label={`${r.rotulo} ${i.lote}`} min={0} max={p.enviada(i)} precision={0} />
                  </Form.Item>
                ) : (
                  (p.recebidaGravada(i) ?? '—')
                ),
            },
            {
              title: 'Divergência',
              key: 'divergencia',
              render: (_, i, n) =>
                recebendo
                  ? informada(i, n) < p.enviada(i) && (
                      <Form.Item
                        name={['itens', n, 'motivoDivergencia']}
                        rules={[{ required: true, message: `Lote ${i.lote}: informe o motivo da divergência no recebimento.` }]}
                        style={{ margin: 0 }}
                      >
                        <Input aria-label={`Motivo da divergência do lote ${i.lote}`} maxLength={300} />
                      </Form.Item>
                    )
                  : (i.motivoDivergencia ?? ''),
            },
            ...(p.colunasDepois ?? []),
          ]}
        />
        {recebendo && (
          <Space align="end" style={{ marginTop: 12 }}>
            <Form.Item name="data" label="Data do recebimento" style={{ margin: 0 }}>
              <DateInput />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={p.salvando}>
              Confirmar recebimento
            </Button>
          </Space>
        )}
      </Form>
    </>
  );
}
