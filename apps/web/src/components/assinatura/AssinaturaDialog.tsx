import { ReloadOutlined } from '@ant-design/icons';
import { ASSINATURA_NOME_PADRAO, ehPdf, MENSAGENS_ASSINATURA, PERGUNTAS_ASSINATURA } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { ApiError } from '../../lib/api';
import { confirmDialog } from '../confirm';
import { type ArquivoAssinado, abrir, assinaturaApi, baixar, deBase64, paraBase64 } from './assinatura.api';

export interface ArquivoParaAssinar {
  nome: string;
  conteudo: Blob;
}

/** How a caller opens the dialog (spec 001 §2 "Signing dialog", §4 "Signing flow"). */
export interface OpcoesAssinatura {
  arquivos: ArquivoParaAssinar[];
  /** Shows Cancelar (and the close button). Default true. */
  permitirCancelar?: boolean;
  /** Text of the skip button. Default 'Não assinar'. */
  textoPular?: string;
  ocultarPular?: boolean;
  /** Runs once every file is signed, before the download question (e.g. store the signed files). */
  aposAssinar?: (assinados: ArquivoAssinado[]) => Promise<void>;
  /** Downloads the signed files without asking. */
  baixarSemPerguntar?: boolean;
  /** Asks whether to download or open the signed document. Default true. */
  perguntarDownload?: boolean;
}

export interface ResultadoAssinatura {
  /** The signed event, the skip event, or the dialog closed without either. */
  resultado: 'assinado' | 'pulado' | 'cancelado';
  assinados: ArquivoAssinado[];
}

export const CHAVE_CERTIFICADOS = ['rest-pki', 'certificados'];

/** Loading the list failed: the certificate manager of the spec is the server here (spec 000/001 §8). */
function erroDaLista(e: unknown): string {
  if (e instanceof ApiError && e.status < 500 && e.body.message) return e.body.message;
  return MENSAGENS_ASSINATURA.gerenciadorNaoInstalado;
}

/** A refused signature: the server's reason, else the spec's 'Certificado inválido!'. */
function erroDaAssinatura(e: unknown): string {
  if (e instanceof ApiError && e.status >= 400 && e.status < 500) {
    const primeira = Object.values(e.body.errors ?? {}).flat()[0];
    if (primeira) return primeira;
    if (e.status !== 422 && e.body.message) return e.body.message;
  }
  return MENSAGENS_ASSINATURA.certificadoInvalido;
}

function DicaMeuPerfil() {
  const emRotas = useInRouterContext();
  const perfil = emRotas ? <Link to="/cadastro/usuario-perfil">Meu perfil</Link> : <strong>Meu perfil</strong>;
  return (
    <Alert
      type="info"
      showIcon
      title={MENSAGENS_ASSINATURA.semCertificado}
      description={<>Envie o seu certificado digital A1 (arquivo .pfx ou .p12) e a senha dele em {perfil} para assinar documentos.</>}
    />
  );
}

interface Props {
  aberto: boolean;
  opcoes: OpcoesAssinatura;
  onConcluir: (r: ResultadoAssinatura) => void;
}

/**
 * The "Assinatura" dialog (spec 001 §2): certificate, reload, Cancelar / skip / Assinar; then the
 * flow of §4 for each file (base64 → start → finish), the post-sign hook, and download or open.
 * Rendered by useAssinatura with a fresh key per request, so every opening starts clean (§4 step 7).
 */
export function AssinaturaDialog({ aberto, opcoes, onConcluir }: Props) {
  const { arquivos, permitirCancelar = true, textoPular = 'Não assinar', ocultarPular, aposAssinar } = opcoes;
  const { baixarSemPerguntar = false, perguntarDownload = true } = opcoes;
  const [form] = Form.useForm<{ thumbprint?: string }>();
  const [erro, setErro] = useState<string | null>(null);
  const [fase, setFase] = useState<'escolher' | 'assinando' | 'concluido'>('escolher');
  const [progresso, setProgresso] = useState(0);
  // files already signed survive a failure of a later one: "Assinar" again goes on from there
  const [assinados, setAssinados] = useState<(ArquivoAssinado | undefined)[]>([]);

  const lista = useQuery({
    queryKey: CHAVE_CERTIFICADOS,
    queryFn: assinaturaApi.certificados,
    enabled: aberto,
    staleTime: 0,
    meta: { silent: true }, // the dialog shows its own message
  });
  const certificados = lista.data ?? [];

  useEffect(() => {
    // §4 step 2: exactly one certificate is preselected
    if (lista.data?.length === 1 && !form.getFieldValue('thumbprint')) form.setFieldValue('thumbprint', lista.data[0].thumbprint);
  }, [lista.data, form]);

  const concluir = (resultado: ResultadoAssinatura['resultado'], lista: ArquivoAssinado[] = []) =>
    onConcluir({ resultado, assinados: lista });

  const assinar = async () => {
    const { thumbprint } = await form.validateFields().catch(() => ({ thumbprint: undefined }));
    if (!thumbprint) return;
    // spec 001 §5: PDF only, by content type without 'application/'
    if (arquivos.some((a) => !ehPdf(a.conteudo.type))) {
      setErro(MENSAGENS_ASSINATURA.somentePdf);
      return;
    }
    setErro(null);
    setFase('assinando');
    const feitos = [...assinados];
    try {
      for (const [i, arquivo] of arquivos.entries()) {
        if (feitos[i]) continue;
        setProgresso(i);
        const token = await assinaturaApi.start(await paraBase64(arquivo.conteudo), thumbprint, arquivo.nome || ASSINATURA_NOME_PADRAO);
        const r = await assinaturaApi.finish(token);
        feitos[i] = { fileName: r.fileName || ASSINATURA_NOME_PADRAO, data: deBase64(r.data), codigo: r.codigo };
        setAssinados([...feitos]);
      }
    } catch (e) {
      setErro(erroDaAssinatura(e));
      setFase('escolher');
      return;
    }
    const todos = feitos as ArquivoAssinado[];
    try {
      await aposAssinar?.(todos);
    } catch (e) {
      setErro(
        e instanceof ApiError && e.body.message
          ? e.body.message
          : 'Os documentos foram assinados, mas não foi possível concluir a etapa seguinte. Tente novamente.',
      );
      setFase('escolher');
      return;
    }
    if (baixarSemPerguntar) {
      for (const a of todos) baixar(a.data, a.fileName);
      concluir('assinado', todos);
    } else if (!perguntarDownload) {
      concluir('assinado', todos);
    } else {
      setFase('concluido');
    }
  };

  const pular = () => confirmDialog({ content: PERGUNTAS_ASSINATURA.naoAssinar, onConfirm: () => concluir('pulado') });
  const finais = assinados.filter((a): a is ArquivoAssinado => Boolean(a));
  const ocupado = fase === 'assinando';

  const rodape =
    fase === 'concluido' ? (
      <Space>
        <Button onClick={() => concluir('assinado', finais)}>Fechar</Button>
        <Button
          onClick={() => {
            for (const a of finais) baixar(a.data, a.fileName);
            concluir('assinado', finais);
          }}
        >
          Baixar
        </Button>
        <Button
          type="primary"
          onClick={() => {
            for (const a of finais) abrir(a.data);
            concluir('assinado', finais);
          }}
        >
          Abrir
        </Button>
      </Space>
    ) : (
      <Space>
        {permitirCancelar && (
          <Button onClick={() => concluir('cancelado', finais)} disabled={ocupado}>
            Cancelar
          </Button>
        )}
        {!ocultarPular && (
          <Button onClick={pular} disabled={ocupado}>
            {textoPular}
          </Button>
        )}
        <Button type="primary" onClick={assinar} loading={ocupado} disabled={lista.isError || (lista.isSuccess && !certificados.length)}>
          Assinar
        </Button>
      </Space>
    );

  return (
    <Modal
      title="Assinatura"
      open={aberto}
      footer={rodape}
      closable={fase === 'concluido' || (permitirCancelar && !ocupado)}
      keyboard={permitirCancelar && !ocupado}
      mask={{ closable: false }}
      onCancel={() => concluir(fase === 'concluido' ? 'assinado' : 'cancelado', finais)}
      destroyOnHidden
    >
      {fase === 'concluido' ? (
        <>
          <Typography.Paragraph>
            {finais.length > 1 ? 'Os documentos foram assinados.' : 'O documento foi assinado.'} Deseja baixar ou abrir{' '}
            {finais.length > 1 ? 'os documentos assinados' : 'o documento assinado'}?
          </Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {finais.map((a) => (
              <li key={a.codigo}>
                {a.fileName} — código de verificação <Typography.Text code>{a.codigo}</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Form form={form} layout="vertical" disabled={ocupado} onValuesChange={() => setErro(null)}>
          <Flex gap={8} align="flex-end">
            <Form.Item
              name="thumbprint"
              label="Certificado"
              rules={[{ required: true, message: MENSAGENS_ASSINATURA.certificadoObrigatorio }]}
              style={{ flex: 1, marginBottom: 0 }}
            >
              <Select
                loading={lista.isFetching}
                placeholder="Selecione o certificado"
                options={certificados.map((c) => ({ value: c.thumbprint, label: c.subjectName }))}
                notFoundContent={lista.isFetching ? 'Carregando certificados…' : 'Nenhum certificado'}
              />
            </Form.Item>
            <Button
              icon={<ReloadOutlined />}
              title="Recarregar certificados"
              aria-label="Recarregar certificados"
              loading={lista.isFetching}
              onClick={() => lista.refetch()}
            />
          </Flex>
          <div style={{ marginTop: 16, display: 'grid', gap: 12 }}>
            {lista.isError && <Alert type="error" showIcon title={erroDaLista(lista.error)} />}
            {lista.isSuccess && !certificados.length && <DicaMeuPerfil />}
            {erro && <Alert type="error" showIcon title={erro} />}
            {ocupado && (
              <Typography.Text type="secondary">
                {arquivos.length > 1 ? `Assinando ${progresso + 1} de ${arquivos.length}…` : 'Assinando…'}
              </Typography.Text>
            )}
          </div>
        </Form>
      )}
    </Modal>
  );
}
