import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type ConferenciaArquivo, MENSAGENS_ASSINATURA, normalizarCodigoVerificacao, SISTEMA_NOME } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { assinaturaApi } from '../../components/assinatura/assinatura.api';
import { FileUpload } from '../../components/fields/FileUpload';
import { ApiError } from '../../lib/api';
import { noFuso } from '../../lib/dates';

/** The stamp prints Brasília time; the page shows the same clock, whatever the visitor's zone. */
const quando = (iso: string) => {
  const { data, hora } = noFuso(iso);
  return `${data} às ${hora} (horário de Brasília)`;
};

const mensagemDeErro = (e: unknown) =>
  e instanceof ApiError && e.status < 500 && e.body.message ? e.body.message : 'Não foi possível consultar agora. Tente novamente.';

/** Another code typed by hand (the one on the paper, when the QR code cannot be read). */
function OutroCodigo() {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ codigo: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={({ codigo }) => navigate(`/verificar/${encodeURIComponent(codigo.trim().toUpperCase())}`)}
      style={{ justifyContent: 'center', rowGap: 8 }}
    >
      <Form.Item
        name="codigo"
        label="Código de verificação"
        rules={[
          {
            validator: (_, v: string) =>
              normalizarCodigoVerificacao(v ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error('Informe o código de 12 caracteres impresso no documento.')),
          },
        ]}
      >
        <Input placeholder="XXXX-XXXX-XXXX" maxLength={20} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Verificar
      </Button>
    </Form>
  );
}

function ConferirArquivo({ codigo }: { codigo: string }) {
  const [arquivos, setArquivos] = useState<File[]>([]);
  const conferir = useMutation({ mutationFn: (f: File) => assinaturaApi.conferir(codigo, f), meta: { silent: true } });
  const r: ConferenciaArquivo | undefined = conferir.data;
  return (
    <Card title="Conferir um arquivo" size="small">
      <Typography.Paragraph type="secondary">
        Escolha o arquivo PDF que você recebeu para saber se ele é exatamente o documento assinado. O arquivo é comparado no servidor e não
        fica guardado.
      </Typography.Paragraph>
      <Flex gap={12} wrap align="center">
        <FileUpload
          accept=".pdf,application/pdf"
          maxMb={20}
          value={arquivos}
          onChange={(f) => {
            setArquivos(f);
            conferir.reset();
          }}
          textoBotao="Selecionar arquivo PDF"
          aria-label="Arquivo PDF"
        />
        <Button type="primary" disabled={!arquivos.length} loading={conferir.isPending} onClick={() => conferir.mutate(arquivos[0])}>
          Conferir
        </Button>
      </Flex>
      {r && (
        <Alert
          style={{ marginTop: 16 }}
          type={r.confere ? 'success' : 'error'}
          showIcon
          title={r.mensagem}
          description={
            r.confere
              ? 'A assinatura digital do arquivo está íntegra.'
              : r.assinaturaIntegra
                ? 'O arquivo tem uma assinatura digital íntegra, mas é outro documento.'
                : (r.motivo ?? undefined)
          }
        />
      )}
      {conferir.isError && <Alert style={{ marginTop: 16 }} type="warning" showIcon title={mensagemDeErro(conferir.error)} />}
    </Card>
  );
}

/**
 * /verificar/{codigo} — public, no login (issue 5): the page the QR code and the code printed on a
 * signed document lead to. Who signed what and when, in which municipality, and whether a file
 * the visitor holds is that signed file.
 */
export default function VerificarPage() {
  const { codigo = '' } = useParams();
  const consulta = useQuery({
    queryKey: ['verificar', codigo],
    queryFn: () => assinaturaApi.verificar(codigo),
    enabled: Boolean(codigo),
    meta: { silent: true },
  });
  const doc = consulta.data;
  const naoEncontrado = consulta.error instanceof ApiError && consulta.error.status === 404;

  return (
    <Flex justify="center" style={{ padding: '32px 16px' }}>
      <div style={{ width: '100%', maxWidth: 760, display: 'grid', gap: 16 }}>
        <Flex vertical align="center" gap={4}>
          <SafetyCertificateOutlined style={{ fontSize: 40, color: '#1677ff' }} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            Verificação de documento assinado
          </Typography.Title>
          <Typography.Text type="secondary">{SISTEMA_NOME} · assinatura eletrônica</Typography.Text>
        </Flex>

        {!codigo ? (
          <Card>
            <OutroCodigo />
          </Card>
        ) : consulta.isLoading ? (
          <Card>
            <Skeleton active paragraph={{ rows: 5 }} />
          </Card>
        ) : doc ? (
          <>
            <Card>
              <Alert type="success" showIcon title="Documento assinado eletronicamente" style={{ marginBottom: 16 }} />
              <Descriptions
                column={1}
                size="small"
                bordered
                items={[
                  { key: 'doc', label: 'Documento', children: doc.nomeArquivo },
                  { key: 'quem', label: 'Assinado por', children: doc.signatarioNome },
                  { key: 'cpf', label: 'CPF', children: doc.signatarioCpf },
                  { key: 'quando', label: 'Data e hora da assinatura', children: quando(doc.assinadoEm) },
                  { key: 'municipio', label: 'Município', children: doc.municipio },
                  { key: 'codigo', label: 'Código de verificação', children: <Typography.Text code>{doc.codigo}</Typography.Text> },
                  {
                    key: 'hash',
                    label: 'Resumo SHA-256 do arquivo assinado',
                    children: (
                      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                        {doc.sha256}
                      </Typography.Text>
                    ),
                  },
                ]}
              />
            </Card>
            <ConferirArquivo codigo={doc.codigo} />
          </>
        ) : (
          <Card>
            <Result
              status={naoEncontrado ? '404' : 'warning'}
              title={naoEncontrado ? MENSAGENS_ASSINATURA.documentoNaoEncontrado : mensagemDeErro(consulta.error)}
              subTitle={naoEncontrado ? 'Confira o código impresso no documento e tente de novo.' : undefined}
              extra={<OutroCodigo />}
            />
          </Card>
        )}
      </div>
    </Flex>
  );
}
