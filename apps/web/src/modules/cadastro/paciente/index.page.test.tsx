import { pacienteListaSchema, pacienteResource } from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = pacienteResource.permissoes;

describe('paciente (lista)', () => {
  it('shows name/social name, masked CPF and CNS, age and situation; the flags travel to the server', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar, P.bloquear] }));
    const api = mockApi({
      'GET /api/cadastro/paciente/datatable': wireDe(pacienteListaSchema, {
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        contagemLimitada: false,
        data: [
          {
            id: 4,
            nome: 'JOANA SOCIAL',
            nomeCivil: 'JOÃO DA SILVA',
            nomeSocial: 'JOANA SOCIAL',
            cpf: '52998224725',
            cns: '700000000000005',
            dataNascimento: '1990-07-21',
            idade: 36,
            nomeMae: 'MARIA DA SILVA',
            bloqueado: false,
            provisorio: true,
            dataObito: null,
            label: 'JOANA SOCIAL — 529.982.247-25 — 21/07/1990',
          },
        ],
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/cadastro/paciente/index');
    expect(await screen.findByText('JOANA SOCIAL', {}, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByText('Nome civil: JOÃO DA SILVA')).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('700 0000 0000 0005')).toBeTruthy();
    expect(screen.getByText('21/07/1990 (36 anos)')).toBeTruthy();
    expect(screen.getByText('Provisório')).toBeTruthy();
    const primeira = api.de('GET /api/cadastro/paciente/datatable')[0];
    expect(primeira.search).not.toContain('with_paciente_bloqueado');
    const ultima = () => api.de('GET /api/cadastro/paciente/datatable').at(-1)?.search ?? '';
    await user.click(screen.getByLabelText('Incluir bloqueados'));
    await expect.poll(ultima).toContain('with_paciente_bloqueado=true');
    await user.click(screen.getByLabelText('Incluir provisórios'));
    await expect.poll(ultima).toContain('with_paciente_provisorio=true');
    expect(ultima()).toContain('with_paciente_bloqueado=true');
  }, 60_000);
});
