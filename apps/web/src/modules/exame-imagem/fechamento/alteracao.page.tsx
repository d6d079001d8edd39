import { SearchOutlined } from '@ant-design/icons';
import { NOME_SITUACAO_EXAME_IMAGEM, URL_FECHAMENTO_IMAGEM as URL } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Autocomplete, DataHoraInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type ExameFinalizadoWeb, fechamentoApi, mesBr, moeda } from './fechamento.api';

const NOMES_CAMPOS: Record<string, string> = {
  procedimento_codigo: 'Procedimento',
  valor: 'Valor',
  realizado_em: 'Realizado em',
  profissional_solicitante_id: 'Profissional solicitante (id)',
  unidade_solicitante_id: 'Unidade solicitante (id)',
};
const valorCampo = (k: string, v: unknown) =>
  v == null ? '—' : k === 'valor' ? moeda(Number(v)) : k === 'realizado_em' ? formatarDataHora(String(v)) : String(v);

interface Valores {
  procedimentoCodigo?: string;
  realizadoEm?: string | null;
  profissionalSolicitanteId?: number | null;
  unidadeSolicitanteId?: number | null;
  motivo?: string;
}

/** The change form of one closed exam: only what differs from the exam is sent, with the required reason. */
function FormAlteracao({ exame, aoGravar }: { exame: ExameFinalizadoWeb; aoGravar: () => void }) {
  const [form] = Form.useForm<Valores>();
  const gravar = useMutation({
    mutationFn: (v: Valores) => {
      const corpo: Record<string, unknown> = { motivo: v.motivo };
      if (v.procedimentoCodigo && v.procedimentoCodigo !== exame.procedimentoCodigo) corpo.procedimentoCodigo = v.procedimentoCodigo;
      if (v.realizadoEm && v.realizadoEm !== exame.realizadoEm) corpo.realizadoEm = v.realizadoEm;
      if ((v.profissionalSolicitanteId ?? null) !== exame.profissionalSolicitanteId)
        corpo.profissionalSolicitanteId = v.profissionalSolicitanteId ?? null;
      if ((v.unidadeSolicitanteId ?? null) !== exame.unidadeSolicitanteId) corpo.unidadeSolicitanteId = v.unidadeSolicitanteId ?? null;
      return fechamentoApi.alterar(exame.id, corpo as never);
    },
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: `Exame alterado. Competência ${mesBr(r.exame.competencia)}: ${r.fechamento.quantidade} exame(s), ${moeda(r.fechamento.valor)}.`,
      });
      form.resetFields(['motivo']);
      aoGravar();
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      key={`${exame.id}-${exame.alteracoes.length}`}
      initialValues={{
        procedimentoCodigo: exame.procedimentoCodigo,
        realizadoEm: exame.realizadoEm,
        profissionalSolicitanteId: exame.profissionalSolicitanteId,
        unidadeSolicitanteId: exame.unidadeSolicitanteId,
      }}
      onValuesChange={clearErrorsOnChange(form)}
      onFinish={(v) => gravar.mutate(v)}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="procedimentoCodigo" label="Procedimento SIGTAP" extra="O valor é relido da tabela SIGTAP.">
            <Autocomplete<{ codigo: string; label: string }>
              url={URL.procedimento}
              label="Procedimento SIGTAP"
              optionValue="codigo"
              optionLabel="label"
              itemInicial={{ codigo: exame.procedimentoCodigo, label: `${exame.procedimentoCodigo} — ${exame.procedimentoNome}` }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="realizadoEm" label="Realizado em" extra={`Dentro da competência ${mesBr(exame.competencia)}.`}>
            <DataHoraInput rotuloData="Data da realização" rotuloHora="Hora da realização" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="profissionalSolicitanteId" label="Profissional solicitante">
            <Autocomplete<{ id: number; label: string }>
              url={URL.profissional}
              label="Profissional solicitante"
              optionLabel="label"
              allowClear
              itemInicial={
                exame.profissionalSolicitanteId ? { id: exame.profissionalSolicitanteId, label: exame.profissionalSolicitante ?? '' } : null
              }
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="unidadeSolicitanteId" label="Unidade solicitante">
            <Autocomplete<{ id: number; label: string }>
              url={URL.unidade}
              label="Unidade solicitante"
              optionLabel="label"
              allowClear
              itemInicial={exame.unidadeSolicitanteId ? { id: exame.unidadeSolicitanteId, label: exame.unidadeSolicitante ?? '' } : null}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="motivo" label="Motivo" required>
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={gravar.isPending}>
        Salvar alteração
      </Button>
    </Form>
  );
}

/**
 * exame-imagem/alteracao-exame-finalizado/create (spec 000 §2.3, issue 22): find an exam of a closed competence (by
 * slip number, patient or competence) and change its procedure, date or requester with the reason; the closing's
 * totals follow, and every change keeps its before and after.
 */
export default function AlteracaoExameFinalizadoPage() {
  const [params, setParams] = useSearchParams();
  const numero = Number(params.get('numero')) || undefined;
  const pacienteId = Number(params.get('paciente')) || undefined;
  const competencia = params.get('competencia') ?? undefined;
  const [selecionado, setSelecionado] = useState<number | null>(null);
  const filtro = numero || pacienteId || competencia ? { numero, pacienteId, competencia } : null;
  const busca = useQuery({
    queryKey: ['exame-imagem', 'alteracao-exame-finalizado', filtro],
    queryFn: () => fechamentoApi.buscar(filtro as NonNullable<typeof filtro>),
    enabled: !!filtro,
  });
  const mudar = (k: string, v?: string | number | null) => {
    const p = new URLSearchParams(params);
    if (v == null || v === '') p.delete(k);
    else p.set(k, String(v));
    setParams(p, { replace: true });
  };
  const exame = busca.data?.find((e) => e.id === selecionado) ?? (busca.data?.length === 1 ? busca.data[0] : undefined);

  return (
    <div className="sm-page">
      <PageHeader
        title="Alteração de exame finalizado"
        subTitle="Exames de competência fechada: procedimento, data ou solicitante, com o motivo."
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <InputNumber
          aria-label="Número do agendamento"
          placeholder="Nº do agendamento"
          style={{ width: 180 }}
          controls={false}
          defaultValue={numero}
          onPressEnter={(e) => mudar('numero', (e.target as HTMLInputElement).value.replace(/\D/g, ''))}
          onBlur={(e) => mudar('numero', e.target.value.replace(/\D/g, ''))}
        />
        <Autocomplete<{ id: number; label: string }>
          url={URL.paciente}
          label="Paciente"
          optionLabel="label"
          allowClear
          style={{ width: 320 }}
          value={pacienteId ?? null}
          onChange={(v) => mudar('paciente', v as number | null)}
        />
        <DatePicker
          picker="month"
          format="MM/YYYY"
          aria-label="Competência"
          placeholder="Competência"
          value={competencia ? dayjs(`${competencia}-01`) : null}
          onChange={(m) => mudar('competencia', m ? m.format('YYYY-MM') : null)}
        />
        <Button icon={<SearchOutlined />} onClick={() => busca.refetch()} disabled={!filtro}>
          Buscar
        </Button>
      </Space>
      {!filtro && <Alert type="info" showIcon title="Informe o número, o paciente ou a competência." style={{ marginBottom: 8 }} />}
      <Table<ExameFinalizadoWeb>
        size="small"
        rowKey="id"
        loading={busca.isFetching}
        dataSource={busca.data ?? []}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        locale={{ emptyText: 'Nenhum exame de competência fechada encontrado.' }}
        rowSelection={{ type: 'radio', selectedRowKeys: exame ? [exame.id] : [], onChange: (k) => setSelecionado(Number(k[0])) }}
        onRow={(e) => ({ onClick: () => setSelecionado(e.id) })}
        columns={[
          { title: 'Nº', dataIndex: 'numero', width: 130, render: (v: number | null) => v ?? '—' },
          { title: 'Paciente', dataIndex: 'paciente', ellipsis: true },
          { title: 'Competência', dataIndex: 'competencia', width: 110, render: mesBr },
          {
            title: 'Procedimento',
            key: 'proc',
            ellipsis: true,
            render: (_: unknown, e) => `${e.procedimentoCodigo} — ${e.procedimentoNome}`,
          },
          { title: 'Valor', dataIndex: 'valor', width: 110, align: 'right', render: moeda },
          { title: 'Realizado em', dataIndex: 'realizadoEm', width: 140, render: (v: string | null) => formatarDataHora(v) },
          { title: 'Situação', dataIndex: 'situacao', width: 170, render: (v: number) => NOME_SITUACAO_EXAME_IMAGEM[v] },
        ]}
      />
      {exame && (
        <Row gutter={12} style={{ marginTop: 12 }}>
          <Col span={15}>
            <Card size="small" title={`${exame.paciente} — ${exame.unidade}`}>
              <Descriptions size="small" column={2} style={{ marginBottom: 8 }}>
                <Descriptions.Item label="CNS">{exame.cns ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Solicitante">{exame.profissionalSolicitante ?? exame.solicitanteNome ?? '—'}</Descriptions.Item>
              </Descriptions>
              <FormAlteracao exame={exame} aoGravar={() => busca.refetch()} />
            </Card>
          </Col>
          <Col span={9}>
            <Card size="small" title="Alterações anteriores">
              {exame.alteracoes.length ? (
                <Timeline
                  items={exame.alteracoes.map((a) => ({
                    children: (
                      <>
                        <Typography.Text strong>
                          {formatarDataHora(a.alteradoEm)} — {a.usuario ?? ''}
                        </Typography.Text>
                        <div>{a.motivo}</div>
                        {Object.keys(a.depois).map((k) => (
                          <div key={k}>
                            {NOMES_CAMPOS[k] ?? k}: {valorCampo(k, a.antes[k])} → {valorCampo(k, a.depois[k])}
                          </div>
                        ))}
                      </>
                    ),
                  }))}
                />
              ) : (
                <Typography.Text type="secondary">Nenhuma alteração.</Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
