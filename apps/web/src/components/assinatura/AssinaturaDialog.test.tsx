import { MENSAGENS_ASSINATURA, PERGUNTAS_ASSINATURA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../test/mock-api';
import { findDialog } from '../../test/render';
import { renderWidget } from '../fields/test-utils';
import type { OpcoesAssinatura, ResultadoAssinatura } from './use-assinatura';
import { useAssinatura } from './use-assinatura';

const CERT_MARIA = {
  subject_name: 'MARIA DA SILVA SOUZA:52998224725',
  thumbprint: 'A1B2',
  pki_brazil: { cpf: '52998224725' },
  validade: '2027-01-01T00:00:00Z',
};
const CERT_OUTRO = { ...CERT_MARIA, subject_name: 'MARIA DA SILVA SOUZA (2)', thumbprint: 'C3D4' };
const PDF_ASSINADO = btoa('%PDF-1.7 assinado');
const pdf = (texto = '%PDF-1.7 original') => new Blob([texto], { type: 'application/pdf' });

const rotasAssinatura = (extra: Record<string, unknown> = {}) => ({
  'GET /api/rest-pki/certificados': { data: [CERT_MARIA] },
  'POST /api/rest-pki/start': { data: { token: 'tok-1' } },
  'POST /api/rest-pki/finish': { data: PDF_ASSINADO, file_name: 'receita.pdf', codigo: 'AB12-CD34-EF56' },
  ...extra,
});

function Tela({ opcoes, onResultado }: { opcoes: OpcoesAssinatura; onResultado: (r: ResultadoAssinatura) => void }) {
  const { assinar, dialogo } = useAssinatura();
  return (
    <>
      <button type="button" onClick={async () => onResultado(await assinar(opcoes))}>
        Abrir assinatura
      </button>
      {dialogo}
    </>
  );
}

async function abrir(opcoes: Partial<OpcoesAssinatura> = {}) {
  const onResultado = vi.fn();
  const view = renderWidget(
    <Tela opcoes={{ arquivos: [{ nome: 'receita.pdf', conteudo: pdf() }], ...opcoes }} onResultado={onResultado} />,
  );
  await view.user.click(screen.getByRole('button', { name: 'Abrir assinatura' }));
  const dialogo = await findDialog('Assinatura');
  return { ...view, dialogo, onResultado };
}

const downloads: string[] = [];
let abertos: number;
beforeEach(() => {
  downloads.length = 0;
  abertos = 0;
  URL.createObjectURL = vi.fn(() => 'blob:assinado');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  vi.spyOn(window, 'open').mockImplementation(() => {
    abertos += 1;
    return null;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('diálogo Assinatura (spec 001 §2, §4)', () => {
  it('mostra o certificado pré-selecionado quando há um só, assina com start/finish e pergunta se baixa ou abre', async () => {
    const api = mockApi(rotasAssinatura());
    const { user, dialogo, onResultado } = await abrir();
    expect(within(dialogo).getByLabelText('Certificado')).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Recarregar certificados' }).getAttribute('title')).toBe('Recarregar certificados');
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Não assinar' })).toBeTruthy();
    expect(await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725')).toBeTruthy();

    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    expect(await screen.findByText(/Deseja baixar ou abrir o documento assinado\?/)).toBeTruthy();
    const inicio = api.de('POST /api/rest-pki/start')[0]?.body as Record<string, string>;
    expect(inicio).toEqual({ base64: btoa('%PDF-1.7 original'), thumbprint: 'A1B2', nome_arquivo: 'receita.pdf' });
    expect(api.de('POST /api/rest-pki/finish')[0]?.body).toEqual({ token: 'tok-1' });
    expect(screen.getByText('AB12-CD34-EF56')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(onResultado).toHaveBeenCalledTimes(1));
    const r = onResultado.mock.calls[0][0] as ResultadoAssinatura;
    expect(r.resultado).toBe('assinado');
    expect(r.assinados).toHaveLength(1);
    expect(r.assinados[0]).toMatchObject({ fileName: 'receita.pdf', codigo: 'AB12-CD34-EF56' });
    expect(await r.assinados[0].data.text()).toBe('%PDF-1.7 assinado');
    expect(r.assinados[0].data.type).toBe('application/pdf');
    expect(downloads).toEqual(['receita.pdf']);
  });

  it('"Abrir" abre o documento assinado; o gancho pós-assinatura roda antes da pergunta', async () => {
    mockApi(rotasAssinatura());
    const aposAssinar = vi.fn(async () => {});
    const { user, dialogo, onResultado } = await abrir({ aposAssinar });
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await screen.findByRole('button', { name: 'Abrir' });
    expect(aposAssinar).toHaveBeenCalledTimes(1);
    expect((aposAssinar.mock.calls[0] as unknown as [{ codigo: string }[]])[0][0].codigo).toBe('AB12-CD34-EF56');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(onResultado).toHaveBeenCalledWith(expect.objectContaining({ resultado: 'assinado' })));
    expect(abertos).toBe(1);
    expect(downloads).toEqual([]);
  });

  it('vários arquivos: um start/finish por arquivo; baixarSemPerguntar baixa todos e fecha', async () => {
    let n = 0;
    const api = mockApi(
      rotasAssinatura({
        'POST /api/rest-pki/start': () => ({ data: { token: `tok-${++n}` } }),
        'POST /api/rest-pki/finish': (c: { body: { token: string } }) => ({
          data: PDF_ASSINADO,
          file_name: c.body.token === 'tok-1' ? 'a.pdf' : 'arquivo.pdf',
          codigo: c.body.token === 'tok-1' ? 'AAAA-AAAA-AAAA' : 'BBBB-BBBB-BBBB',
        }),
      }),
    );
    const { user, dialogo, onResultado } = await abrir({
      arquivos: [
        { nome: 'a.pdf', conteudo: pdf() },
        { nome: '', conteudo: pdf() },
      ],
      baixarSemPerguntar: true,
    });
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(onResultado).toHaveBeenCalledTimes(1));
    expect(api.de('POST /api/rest-pki/start').map((c) => (c.body as { nome_arquivo: string }).nome_arquivo)).toEqual([
      'a.pdf',
      'arquivo.pdf',
    ]);
    expect(api.de('POST /api/rest-pki/finish')).toHaveLength(2);
    expect(downloads).toEqual(['a.pdf', 'arquivo.pdf']);
    expect((onResultado.mock.calls[0][0] as ResultadoAssinatura).assinados.map((a) => a.codigo)).toEqual([
      'AAAA-AAAA-AAAA',
      'BBBB-BBBB-BBBB',
    ]);
    expect(screen.queryByText(/Deseja baixar ou abrir/)).toBeNull();
  });

  it('perguntarDownload desligado: fecha assinado sem perguntar nem baixar', async () => {
    mockApi(rotasAssinatura());
    const { user, dialogo, onResultado } = await abrir({ perguntarDownload: false });
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(onResultado).toHaveBeenCalledWith(expect.objectContaining({ resultado: 'assinado' })));
    expect(downloads).toEqual([]);
    expect(screen.queryByText(/Deseja baixar ou abrir/)).toBeNull();
  });

  it('pular pede confirmação: "Não" continua no diálogo, "Sim" dispara o pulo', async () => {
    mockApi(rotasAssinatura());
    const { user, dialogo, onResultado } = await abrir();
    await user.click(within(dialogo).getByRole('button', { name: 'Não assinar' }));
    let confirmacao = await findDialog('Confirmação');
    expect(within(confirmacao).getByText(PERGUNTAS_ASSINATURA.naoAssinar)).toBeTruthy();
    expect(PERGUNTAS_ASSINATURA.naoAssinar).toBe('Deseja realmente não assinar?');
    await user.click(within(confirmacao).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByText('Deseja realmente não assinar?')).toBeNull());
    expect(onResultado).not.toHaveBeenCalled();

    await user.click(within(dialogo).getByRole('button', { name: 'Não assinar' }));
    confirmacao = await findDialog('Confirmação');
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onResultado).toHaveBeenCalledWith({ resultado: 'pulado', assinados: [] }));
  });

  it('textos e botões opcionais: outro texto de pular, sem Cancelar, pular oculto', async () => {
    mockApi(rotasAssinatura());
    const { dialogo } = await abrir({ textoPular: PERGUNTAS_ASSINATURA.botaoAssinarDepois, permitirCancelar: false });
    expect(within(dialogo).getByRole('button', { name: 'Assinar depois' })).toBeTruthy();
    expect(within(dialogo).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(within(dialogo).queryByRole('button', { name: /close|fechar/i })).toBeNull();
  });

  it('sem o pular, e Cancelar fecha como cancelado', async () => {
    mockApi(rotasAssinatura());
    const { user, dialogo, onResultado } = await abrir({ ocultarPular: true });
    expect(within(dialogo).queryByRole('button', { name: 'Não assinar' })).toBeNull();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(onResultado).toHaveBeenCalledWith({ resultado: 'cancelado', assinados: [] }));
  });

  it('lista que não carrega (servidor fora ou erro 5xx): "Gerenciador de certificado não instalado!"', async () => {
    mockApi(rotasAssinatura({ 'GET /api/rest-pki/certificados': reply(500, { message: 'Ocorreu um erro' }) }));
    const { dialogo } = await abrir();
    expect(await within(dialogo).findByText('Gerenciador de certificado não instalado!')).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Assinar' }).hasAttribute('disabled')).toBe(true);
    // the dialog's message only, not the generic notification as well
    expect(screen.queryByText('Ocorreu um erro')).toBeNull();
  });

  it('falha de rede ao listar dá a mesma mensagem, e "Recarregar certificados" tenta de novo', async () => {
    let falhar = true;
    const api = mockApi(rotasAssinatura());
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn<typeof fetch>>;
    const original = fetchMock.getMockImplementation() as typeof fetch;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (falhar && String(input).includes('certificados')) throw new TypeError('Failed to fetch');
      return original(input, init);
    });
    const { user, dialogo } = await abrir();
    expect(await within(dialogo).findByText(MENSAGENS_ASSINATURA.gerenciadorNaoInstalado)).toBeTruthy();
    falhar = false;
    await user.click(within(dialogo).getByRole('button', { name: 'Recarregar certificados' }));
    expect(await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725')).toBeTruthy();
    expect(within(dialogo).queryByText(MENSAGENS_ASSINATURA.gerenciadorNaoInstalado)).toBeNull();
    expect(api.de('GET /api/rest-pki/certificados').length).toBeGreaterThanOrEqual(1);
  });

  it('sem certificado: orienta a enviar o A1 em Meu perfil', async () => {
    mockApi(rotasAssinatura({ 'GET /api/rest-pki/certificados': { data: [] } }));
    const { dialogo } = await abrir();
    expect(await within(dialogo).findByText('Nenhum certificado digital disponível para o seu usuário.')).toBeTruthy();
    expect(within(dialogo).getByText(/Envie o seu certificado digital A1 \(arquivo \.pfx ou \.p12\)/)).toBeTruthy();
    expect(within(dialogo).getByText('Meu perfil')).toBeTruthy();
  });

  it('O campo com dois certificados nada vem escolhido e o certificado é obrigatório.', async () => {
    const api = mockApi(rotasAssinatura({ 'GET /api/rest-pki/certificados': { data: [CERT_MARIA, CERT_OUTRO] } }));
    const { user, dialogo } = await abrir();
    await waitFor(() => expect(api.de('GET /api/rest-pki/certificados')).toHaveLength(1));
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    expect(await within(dialogo).findByText('O campo Certificado é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/rest-pki/start')).toHaveLength(0);

    await user.click(within(dialogo).getByLabelText('Certificado'));
    await user.click(await screen.findByTitle('MARIA DA SILVA SOUZA (2)'));
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await screen.findByRole('button', { name: 'Baixar' });
    expect(api.de('POST /api/rest-pki/start')[0]?.body).toMatchObject({ thumbprint: 'C3D4' });
  });

  it('só PDF: outro tipo de arquivo nem chega ao servidor', async () => {
    const api = mockApi(rotasAssinatura());
    const { user, dialogo } = await abrir({ arquivos: [{ nome: 'foto.png', conteudo: new Blob(['x'], { type: 'image/png' }) }] });
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    expect(await within(dialogo).findByText('Somente arquivos PDF podem ser assinados.')).toBeTruthy();
    expect(api.de('POST /api/rest-pki/start')).toHaveLength(0);
  });

  it('certificado recusado: a mensagem do servidor, ou "Certificado inválido!" quando não há', async () => {
    let resposta: unknown = reply(422, {
      message: 'Os dados informados são inválidos.',
      errors: { thumbprint: ['Certificado expirado.'] },
    });
    mockApi(rotasAssinatura({ 'POST /api/rest-pki/start': () => resposta }));
    const { user, dialogo, onResultado } = await abrir();
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    expect(await within(dialogo).findByText('Certificado expirado.')).toBeTruthy();

    resposta = reply(422, { message: 'Os dados informados são inválidos.' });
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    expect(await within(dialogo).findByText('Certificado inválido!')).toBeTruthy();
    expect(onResultado).not.toHaveBeenCalled();
  });

  it('o diálogo recomeça limpo a cada abertura', async () => {
    mockApi(
      rotasAssinatura({ 'POST /api/rest-pki/start': reply(422, { message: 'x', errors: { thumbprint: ['Certificado expirado.'] } }) }),
    );
    const { user, dialogo, onResultado } = await abrir();
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await within(dialogo).findByText('Certificado expirado.');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(onResultado).toHaveBeenCalledWith({ resultado: 'cancelado', assinados: [] }));

    await user.click(screen.getByRole('button', { name: 'Abrir assinatura' }));
    const novo = await findDialog('Assinatura');
    await within(novo).findByText('MARIA DA SILVA SOUZA:52998224725');
    expect(within(novo).queryByText('Certificado expirado.')).toBeNull();
  });
});
