import { formatDataBr, NOME_MODALIDADE_IMAGEM } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ObservacaoUrgente } from '../../../components/agenda/ObservacaoUrgente';
import { PacienteSolicitacoesCard } from '../../../components/agenda/PacienteSolicitacoesCard';
import { ApiError } from '../../../lib/api';
import { diaDaSemana } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type AgendadoImagem, agendamentoImagemApi, imprimirComprovanteImagem, type VagaImagem } from './agendamento.api';
import { hhmm, VagasImagem } from './vagas';

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
type Solicitacao = { origem: string; id: number } | null;

export interface AgendamentoImagemFormProps {
  /** The patient of the URL (`create/{id}`). */
  pacienteId: number | null;
  onPaciente: (id: number | null) => void;
  retroativo?: boolean;
  onAgendado: (r: AgendadoImagem) => void;
}

/**
 * The imaging scheduling desk (issue 22): the patient and their requests of the product not yet scheduled (one is
 * chosen), or the exam typed from paper with its requesting unit and professional; the free slots of the equipment
 * that performs it; "Agendar" books in one go (the requesters' quotas checked on the server) and prints the slip
 * with the exam's preparation.
 */
export function AgendamentoImagemForm({ pacienteId, onPaciente, retroativo = false, onAgendado }: AgendamentoImagemFormProps) {
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const [solicitacao, setSolicitacao] = useState<Solicitacao>(null);
  const [vaga, setVaga] = useState<VagaImagem | null>(null);
  const exameId = Form.useWatch('exameId', form) as number | undefined;
  const tela = retroativo ? 'retroativo' : 'agendamento';

  const opcoes = useQuery({
    queryKey: ['img', 'agendamento', 'create', tela],
    queryFn: () => agendamentoImagemApi.formulario(tela),
    staleTime: 60_000,
  });
  const ficha = useQuery({
    queryKey: ['img', 'agendamento', 'ficha', pacienteId],
    queryFn: () => agendamentoImagemApi.ficha(pacienteId as number),
    enabled: Boolean(pacienteId),
    gcTime: 0,
  });
  const f = opcoes.data?.data;
  const exame = f?.exames.find((e) => e.id === exameId) ?? null;

  const agendar = useMutation({
    mutationFn: () => {
      const v = vaga as VagaImagem;
      const x = form.getFieldsValue();
      return agendamentoImagemApi.agendar(
        {
          pacienteId: pacienteId as number,
          jornadaId: v.jornadaId,
          data: v.data,
          hora: v.hora,
          exameId: x.exameId,
          solicitacaoOrigem: solicitacao?.origem ?? null,
          solicitacaoId: solicitacao?.id ?? null,
          unidadeSolicitanteId: x.unidadeSolicitanteId ?? null,
          profissionalSolicitanteId: x.profissionalSolicitanteId ?? null,
          solicitanteNome: x.solicitanteNome || null,
          urgente: Boolean(x.urgente),
          observacao: x.observacao || null,
        },
        retroativo,
      );
    },
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: `Agendamento nº ${r.data.numero} registrado: ${r.data.exameNome} em ${formatDataBr(r.data.data ?? '')} às ${hhmm(r.data.hora)}, ${r.data.equipamentoNome}.`,
      });
      if (r.avisoCota) feedback.notification.warning({ title: 'Cota excedida', description: r.avisoCota });
      void imprimirComprovanteImagem(r.data.id);
      setVaga(null);
      setSolicitacao(null);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['datatable'] });
      onAgendado(r);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 422) {
        if (!applyFormErrors(form, e)) handleApiError(e);
        setVaga(null);
        return;
      }
      handleApiError(e);
    },
  });

  if (!f) return <Skeleton active style={{ padding: 24 }} />;

  return (
    <Form form={form} layout="vertical">
      <PacienteSolicitacoesCard
        id="img-agendamento-paciente"
        pacienteId={pacienteId}
        onPaciente={(id) => {
          setSolicitacao(null);
          onPaciente(id);
        }}
        ficha={ficha.data}
        carregando={ficha.isLoading}
        titulo="Solicitações de exames de imagem pendentes no sistema"
        vazio="Nenhuma solicitação pendente: informe o exame do pedido em papel."
        escolha={{
          title: 'Agendar',
          key: 'escolher',
          width: 70,
          render: (_, s) => (
            <Radio
              aria-label={`Agendar ${s.exameNome}`}
              checked={solicitacao?.id === s.id && solicitacao.origem === s.origem}
              onChange={() => {
                setSolicitacao({ origem: s.origem, id: s.id });
                setVaga(null);
                form.setFieldsValue({
                  exameId: s.exameId,
                  unidadeSolicitanteId: s.unidadeId ?? undefined,
                  profissionalSolicitanteId: s.solicitanteId ?? undefined,
                  solicitanteNome: s.solicitanteNome,
                });
              }}
            />
          ),
        }}
      />

      <Card
        size="small"
        title="Exame e solicitante"
        style={{ marginBottom: 12 }}
        extra={
          solicitacao && (
            <Button size="small" onClick={() => setSolicitacao(null)}>
              Pedido em papel
            </Button>
          )
        }
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="exameId" label="Exame" rules={[{ required: true, message: 'O campo Exame é obrigatório.' }]}>
              <Select
                aria-label="Exame"
                disabled={Boolean(solicitacao)}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Nome do exame"
                onChange={() => setVaga(null)}
                options={f.exames.map((e) => ({ value: e.id, label: `${e.nome} (${e.procedimentoCodigo})` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {exame && (
              <Typography.Paragraph style={{ marginTop: 28 }}>
                {exame.modalidade ? NOME_MODALIDADE_IMAGEM[exame.modalidade] : 'Sem modalidade'} · SIGTAP {moeda.format(exame.valor)}
                {exame.preparo ? ` · Preparo: ${exame.preparo}` : ''}
              </Typography.Paragraph>
            )}
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="unidadeSolicitanteId" label="Unidade solicitante">
              <Select
                aria-label="Unidade solicitante"
                disabled={Boolean(solicitacao)}
                showSearch={{ optionFilterProp: 'label' }}
                options={f.unidades.map((u) => ({ value: u.id, label: u.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="profissionalSolicitanteId" label="Profissional solicitante (do sistema)">
              <Select
                aria-label="Profissional solicitante (do sistema)"
                allowClear
                disabled={Boolean(solicitacao)}
                showSearch={{ optionFilterProp: 'label' }}
                options={f.profissionais.map((u) => ({ value: u.id, label: u.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="solicitanteNome" label="Ou nome do solicitante (papel)">
              <Input
                aria-label="Ou nome do solicitante (papel)"
                maxLength={150}
                disabled={Boolean(solicitacao)}
                placeholder="Nome e registro"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="solicitacaoId" hidden>
          <Input />
        </Form.Item>
      </Card>

      <Card size="small" title="Horário" style={{ marginBottom: 12 }}>
        <VagasImagem
          tela={tela}
          retroativo={retroativo}
          exameId={exameId ?? null}
          modalidade={exame?.modalidade ?? null}
          equipamentos={f.equipamentos}
          vaga={vaga}
          onVaga={setVaga}
        />
        <Form.Item name="jornadaId" hidden>
          <Input />
        </Form.Item>
      </Card>

      <Card size="small" title="Confirmação">
        {vaga ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${diaDaSemana(vaga.data)}, ${formatDataBr(vaga.data)} às ${hhmm(vaga.hora)} — ${vaga.recursoNome} (${vaga.unidadeNome})`}
            description={exame ? `${exame.nome} · ${moeda.format(exame.valor)}` : undefined}
          />
        ) : (
          <Typography.Paragraph type="secondary">Escolha o paciente, o exame e um horário livre.</Typography.Paragraph>
        )}
        <ObservacaoUrgente />
        <Button type="primary" disabled={!vaga || !pacienteId || !exameId} loading={agendar.isPending} onClick={() => agendar.mutate()}>
          Agendar
        </Button>
      </Card>
    </Form>
  );
}
