import { CaraterAih } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { formatarIdade, idadeDe, PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import { aihApi, LISTA_AIH_URL, type PacienteAih } from './aih.api';
import { AihCampos } from './aih.form';
import { BuscaPacienteAih } from './paciente.busca';

const SEXO: Record<number, string> = { 0: 'Masculino', 1: 'Feminino' };

export function DadosPaciente({ p, faa }: { p: PacienteAih; faa: number | null }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        {
          key: 'nome',
          label: 'Paciente',
          children: <Typography.Text strong>{p.desconhecido ? PACIENTE_NAO_IDENTIFICADO : p.nomeSocial || p.nome}</Typography.Text>,
        },
        {
          key: 'idade',
          label: 'Idade',
          children: [formatarIdade(idadeDe(p.dataNascimento), p.idadeEstimada) || 'Não informada', SEXO[p.sexoId ?? -1]]
            .filter(Boolean)
            .join(' · '),
        },
        { key: 'cns', label: 'CNS', children: p.cns ?? 'Não informado' },
        { key: 'faa', label: 'FAA nº', children: faa ?? 'Sem FAA aberta' },
      ]}
    />
  );
}

/** aih/paciente and aih/create without a patient: find the patient the request is for. */
function EscolherPaciente() {
  const navigate = useNavigate();
  return (
    <div className="sm-page">
      <PageHeader
        title="Solicitar AIH"
        subTitle="Laudo para solicitação de internação hospitalar."
        extra={<Button onClick={() => navigate(LISTA_AIH_URL)}>Voltar</Button>}
      />
      <Card title="Paciente">
        <Form layout="vertical">
          <Form.Item label="Paciente" htmlFor="aih-paciente" style={{ maxWidth: 720, marginBottom: 8 }}>
            <BuscaPacienteAih id="aih-paciente" onEscolher={(id) => navigate(`/pronto-atendimento/aih/create/${id}`)} />
          </Form.Item>
        </Form>
        <Typography.Text type="secondary">
          Com uma FAA aberta, o laudo parte do último diagnóstico e da anamnese do atendimento.
        </Typography.Text>
      </Card>
    </div>
  );
}

/**
 * pronto-atendimento/aih/create/{pacienteId?} (spec 000 §2.3): the request for the patient, prefilled from
 * their open FAA (last principal CID, the doctor's history and examination, imaging reports).
 */
export default function AihCreatePage() {
  const { pacienteId } = useParams();
  const id = Number(pacienteId);
  if (!pacienteId || !Number.isInteger(id) || id <= 0) return <EscolherPaciente />;
  return <NovaAih key={id} pacienteId={id} />;
}

function NovaAih({ pacienteId }: { pacienteId: number }) {
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'aih', 'create', pacienteId],
    queryFn: () => aihApi.formulario(pacienteId),
    gcTime: 0,
  });
  const salvar = useMutation({
    mutationFn: aihApi.solicitar,
    onSuccess: (r) => {
      setDirty(false);
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      navigate(`/pronto-atendimento/aih/edit/${r.model.id}`);
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carregamento.isError)
    return <Result status="404" title="Paciente não encontrado." extra={<Button onClick={() => navigate(LISTA_AIH_URL)}>Voltar</Button>} />;
  const dados = carregamento.data;
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;
  const { paciente, atendimento, aih } = dados.model;
  if (!paciente) return <EscolherPaciente />;

  return (
    <div className="sm-page">
      <PageHeader
        title="Solicitar AIH"
        subTitle="Laudo para solicitação de internação hospitalar."
        extra={<Button onClick={() => navigate(LISTA_AIH_URL)}>Voltar</Button>}
      />
      <Card style={{ marginBottom: 16 }}>
        <DadosPaciente p={paciente} faa={atendimento?.numero ?? null} />
        {atendimento && aih && (aih.cidPrincipal || aih.sinaisSintomas) && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 8 }}
            title={`Preenchido a partir da FAA nº ${atendimento.numero}. Revise antes de salvar.`}
          />
        )}
      </Card>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          carater: CaraterAih.URGENCIA,
          cidPrincipal: aih?.cidPrincipal ?? undefined,
          sinaisSintomas: aih?.sinaisSintomas ?? undefined,
          resultadosExames: aih?.resultadosExames ?? undefined,
        }}
        onFinish={(v) => salvar.mutate({ ...v, pacienteId })}
        onValuesChange={(changed) => {
          setDirty(true);
          clearErrorsOnChange(form)(changed);
        }}
        scrollToFirstError
      >
        <AihCampos form={dados.form} itens={{ cidPrincipal: aih?.cidPrincipalItem }} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => navigate(LISTA_AIH_URL)}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
