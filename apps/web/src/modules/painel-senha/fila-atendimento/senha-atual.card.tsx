import { LoginOutlined } from '@ant-design/icons';
import { type AcaoSenha, StatusSenha, transicaoSenha } from '@saude/shared';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import type { SenhaNaFila } from './senha.api';
import { hora, textoChamadas, textoEspera } from './senha.formatos';

/** The held ticket's buttons, in the order a receptionist uses them. */
const ACOES_DO_GUICHE: AcaoSenha[] = ['rechamar', 'atender', 'finalizar', 'devolver', 'encaminhar', 'evadir'];

export function TagPrioridade({ prioridade }: { prioridade: SenhaNaFila['prioridade'] }) {
  if (!prioridade) return null;
  return (
    <Tag color={prioridade.legal ? 'volcano' : 'blue'} title={prioridade.legal ? 'Prioridade garantida por lei' : undefined}>
      {prioridade.nome}
    </Tag>
  );
}

/**
 * A ticket this user holds (called to their counter or in attendance): the code in large type, what it came
 * for, its priority, wait and calls, and the actions its status allows. Called `limite` times without an
 * answer, the card asks for attention and "Não compareceu" becomes the main button.
 */
export function SenhaAtualCard({
  senha,
  outraFila = false,
  limite,
  podeOperar,
  ocupado,
  aoAgir,
  aoAbrirRecepcao,
}: {
  senha: SenhaNaFila;
  /** Held in another queue than the one on screen: its queue is named. */
  outraFila?: boolean;
  limite: number;
  podeOperar: boolean;
  ocupado: boolean;
  aoAgir: (acao: AcaoSenha, senha: SenhaNaFila) => void;
  /** A ticket of a reception queue in attendance goes on to its reception (issue 16 item 5, issue 17). */
  aoAbrirRecepcao?: (senha: SenhaNaFila) => void;
}) {
  const semResposta = senha.status.id === StatusSenha.CHAMADA && senha.chamadas >= limite;
  const acoes = podeOperar ? ACOES_DO_GUICHE.filter((a) => senha.acoes.includes(a)) : [];
  const recepcao = podeOperar && !!aoAbrirRecepcao && !!senha.recepcao && senha.status.id === StatusSenha.EM_ATENDIMENTO;
  const principal: AcaoSenha | undefined = recepcao
    ? undefined
    : semResposta
      ? 'evadir'
      : senha.status.id === StatusSenha.CHAMADA
        ? 'atender'
        : senha.status.id === StatusSenha.EM_ATENDIMENTO
          ? 'finalizar'
          : undefined;
  return (
    <Card
      aria-label={`Senha ${senha.codigo}`}
      data-sem-resposta={semResposta || undefined}
      style={semResposta ? { borderColor: '#fa8c16', borderWidth: 2, background: '#fff7e6' } : undefined}
    >
      <Flex justify="space-between" align="flex-start" wrap gap={8}>
        <div>
          <Typography.Text type="secondary">
            {senha.status.nome}
            {outraFila && ` · ${senha.centroCusto.nome}`}
          </Typography.Text>
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, letterSpacing: 2 }}>{senha.codigo}</div>
          <Space size={4} wrap>
            <Typography.Text strong>{senha.opcaoEntrada.nome}</Typography.Text>
            <TagPrioridade prioridade={senha.prioridade} />
          </Space>
        </div>
        <Space orientation="vertical" size={0} style={{ textAlign: 'right' }}>
          {senha.opcaoChamada && <Typography.Text strong>{senha.opcaoChamada.nome}</Typography.Text>}
          <Typography.Text>{textoChamadas(senha.chamadas)}</Typography.Text>
          <Typography.Text type="secondary">
            {senha.status.id === StatusSenha.EM_ATENDIMENTO ? `Emitida às ${hora(senha.emitidaEm)}` : textoEspera(senha)}
          </Typography.Text>
        </Space>
      </Flex>
      {semResposta && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={`Chamada ${senha.chamadas} vezes sem comparecer. Se a pessoa não vier, registre "Não compareceu".`}
        />
      )}
      {acoes.length > 0 && (
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          {recepcao && (
            <Button
              size="large"
              type="primary"
              icon={<LoginOutlined />}
              disabled={ocupado}
              aria-label={`Abrir recepção ${senha.codigo}`}
              onClick={() => aoAbrirRecepcao?.(senha)}
            >
              Abrir recepção
            </Button>
          )}
          {acoes.map((a) => (
            <Button
              key={a}
              size="large"
              type={a === principal ? 'primary' : 'default'}
              danger={a === 'evadir'}
              disabled={ocupado}
              aria-label={`${transicaoSenha(a).rotulo} ${senha.codigo}`}
              onClick={() => aoAgir(a, senha)}
            >
              {transicaoSenha(a).rotulo}
            </Button>
          ))}
        </Flex>
      )}
    </Card>
  );
}
