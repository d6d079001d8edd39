import { MENSAGENS_DOCUMENTO_ASSINADO, PA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const CERT = {
  subject_name: 'MARIA DA SILVA SOUZA:52998224725',
  thumbprint: 'A1B2',
  pki_brazil: { cpf: '52998224725' },
  validade: '2027-01-01T00:00:00Z',
};
const ASSINADO = btoa('%PDF-1.7 assinado');

const pendente = (tipo: string, referenciaId: number, documento: string, url: string) => ({
  chave: `${tipo}-${referenciaId}`,
  tipo,
  referenciaId,
  atendimentoId: 10,
  numero: 2026000123,
  paciente: 'José Ferreira Lima',
  nomeSocial: null,
  em: '2026-03-10T13:00:00.000Z',
  documento,
  url,
  nomeArquivo: `${tipo.toLowerCase()}-2026000123-${referenciaId}.pdf`,
});
const FAA = pendente('FAA', 15, 'Atendimento médico (FAA)', '/impressao/pronto-atendimento/faa/10?modelo=completa');
const RECEITA = pendente('RECEITA', 7, 'Receita comum', '/impressao/pronto-atendimento/receita/7');
const ATESTADO = pendente('ATESTADO', 3, 'Atestado médico', '/impressao/pronto-atendimento/documento/3');

const pdf = (texto: string) => () =>
  new Response(texto, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="documento.pdf"' },
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('assinatura eletrônica (documentos pendentes)', () => {
  it('assina os selecionados de uma vez, guarda cada um pela sua rota e mostra o resultado de cada documento', async () => {
    logar(sessao({ permissoes: [PA.assinaturas, PA.medicoCadastrar, PA.imprimir] }));
    let guardados: string[] = [];
    let token = 0;
    const api = mockApi({
      'GET /api/pronto-atendimento/assinatura-eletronica/index': () => {
        const data = [FAA, RECEITA, ATESTADO].filter((p) => !guardados.includes(p.chave));
        return wire({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data });
      },
      'GET /impressao/pronto-atendimento/faa/10': pdf('%PDF-1.7 faa'),
      'GET /impressao/pronto-atendimento/receita/7': pdf('%PDF-1.7 receita'),
      'GET /impressao/pronto-atendimento/documento/3': pdf('%PDF-1.7 atestado'),
      'GET /api/rest-pki/certificados': { data: [CERT] },
      'POST /api/rest-pki/start': () => ({ data: { token: `tok-${++token}` } }),
      'POST /api/rest-pki/finish': (c: Chamada) => ({
        data: ASSINADO,
        file_name: `assinado-${(c.body as { token: string }).token}.pdf`,
        codigo: `AAAA-BBBB-000${(c.body as { token: string }).token.slice(4)}`,
      }),
      'POST /api/pronto-atendimento/atendimento-medico/store-faa-assinada': () => {
        guardados = [...guardados, FAA.chave];
        return reply(201, { message: MENSAGENS_DOCUMENTO_ASSINADO.salvo });
      },
      'POST /api/pronto-atendimento/atendimento-medico/store-receita-assinada': reply(422, {
        message: 'Certificado inválido!',
        errors: { arquivo: [MENSAGENS_DOCUMENTO_ASSINADO.naoAssinado] },
      }),
      'POST /api/pronto-atendimento/assinatura-eletronica/documento': () => {
        guardados = [...guardados, ATESTADO.chave];
        return reply(201, { message: MENSAGENS_DOCUMENTO_ASSINADO.salvo });
      },
    });
    const { user } = renderApp('/pronto-atendimento/assinatura-eletronica/index');

    expect(await screen.findByText('Atestado médico', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Receita comum')).toBeTruthy();
    const botao = screen.getByRole('button', { name: /Assinar selecionados/ }) as HTMLButtonElement;
    expect(botao.disabled).toBe(true);

    // the header checkbox selects the whole page
    await user.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: /Assinar 3 selecionados/ }));

    const dialogo = await findDialog('Assinatura');
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    expect(within(dialogo).queryByRole('button', { name: 'Não assinar' })).toBeNull();
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));

    const resultado = await findDialog('Resultado da assinatura');
    expect(await within(resultado).findByText('2 documentos assinados e guardados na FAA.')).toBeTruthy();
    expect(within(resultado).getByText('Assinado e guardado (código AAAA-BBBB-0001).')).toBeTruthy();
    expect(within(resultado).getByText(`Certificado inválido! ${MENSAGENS_DOCUMENTO_ASSINADO.naoAssinado}`)).toBeTruthy();
    expect(within(resultado).getByText('Assinado e guardado (código AAAA-BBBB-0003).')).toBeTruthy();

    // each print was fetched and signed once, in the order of the list
    const inicios = api.de('POST /api/rest-pki/start').map((c) => c.body as { base64: string; nome_arquivo: string });
    expect(inicios.map((b) => atob(b.base64))).toEqual(['%PDF-1.7 faa', '%PDF-1.7 receita', '%PDF-1.7 atestado']);
    expect(inicios.map((b) => b.nome_arquivo)).toEqual([FAA.nomeArquivo, RECEITA.nomeArquivo, ATESTADO.nomeArquivo]);
    // each signed file went to the route of its kind, with the contract's body
    expect(api.de('POST /api/pronto-atendimento/atendimento-medico/store-faa-assinada')[0]?.body).toEqual({
      atendimento_medico_id: 15,
      nome_arquivo: 'assinado-tok-1.pdf',
      arquivo: ASSINADO,
    });
    expect(api.de('POST /api/pronto-atendimento/atendimento-medico/store-receita-assinada')[0]?.body).toEqual({
      receita_id: 7,
      nome_arquivo: 'assinado-tok-2.pdf',
      arquivo: ASSINADO,
    });
    expect(api.de('POST /api/pronto-atendimento/assinatura-eletronica/documento')[0]?.body).toEqual({
      tipo: 'ATESTADO',
      referencia_id: 3,
      nome_arquivo: 'assinado-tok-3.pdf',
      arquivo: ASSINADO,
    });

    // the list is fetched again: only the prescription is still pending, and it stays selected
    // the footer button (the corner X is also named "Fechar")
    await user.click(within(resultado).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Atestado médico')).toBeNull());
    expect(screen.getByText('Receita comum')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Assinar 1 selecionado$/ })).toBeTruthy();
  }, 60_000);

  it('cancelar o diálogo não guarda nada nem mostra resultado', async () => {
    logar(sessao({ permissoes: [PA.assinaturas] }));
    const api = mockApi({
      'GET /api/pronto-atendimento/assinatura-eletronica/index': wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [FAA] }),
      'GET /impressao/pronto-atendimento/faa/10': pdf('%PDF-1.7 faa'),
      'GET /api/rest-pki/certificados': { data: [CERT] },
    });
    const { user } = renderApp('/pronto-atendimento/assinatura-eletronica/index');
    expect(await screen.findByText('Atendimento médico (FAA)', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: /Assinar 1 selecionado$/ }));
    const dialogo = await findDialog('Assinatura');
    await within(dialogo).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assinar' })).toBeNull());
    expect(screen.queryByText('Resultado da assinatura')).toBeNull();
    expect(api.de('POST /api/rest-pki/start')).toHaveLength(0);
    expect(api.chamadas.some((c) => c.path.includes('store') || c.path.endsWith('/documento'))).toBe(false);
  }, 60_000);
});
