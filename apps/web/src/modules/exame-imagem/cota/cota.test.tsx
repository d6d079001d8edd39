import { IMG } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hoje } from '../../../lib/dates';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const cota = {
  id: 3,
  competencia: hoje().slice(0, 7),
  modalidade: 1,
  unidadeSolicitanteId: 5,
  unidadeSolicitanteNome: 'UBS Heliópolis',
  profissionalSolicitanteId: null,
  profissionalSolicitanteNome: null,
  quantidade: 10,
  valorTeto: 500,
  quantidadeUsada: 4,
  valorUsado: 120.5,
};

describe('exame-imagem/cota', () => {
  it('lists the month’s quotas with their use and creates one for a professional (422 lands on the field)', async () => {
    logar(sessao({ permissoes: [IMG.cotaVer, IMG.cotaCadastrar] }));
    let n = 0;
    const api = mockApi({
      'GET /api/exame-imagem/cota': wire({ data: [cota] }),
      'GET /api/exame-imagem/cota/create': wire({
        data: { unidades: [{ id: 5, nome: 'UBS Heliópolis' }], profissionais: [{ id: 44, nome: 'Dr. Caio Souto' }] },
      }),
      'POST /api/exame-imagem/cota': () =>
        ++n === 1
          ? reply(422, {
              message: 'x',
              errors: { competencia: ['Já existe cota deste solicitante para esta modalidade e mês. Altere a existente.'] },
            })
          : reply(201, wire({ data: { ...cota, id: 4 } })),
    });
    const { user } = renderApp('/exame-imagem/cota/index');
    expect(await screen.findByText('UBS Heliópolis', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('4 de 10')).toBeTruthy();
    expect(screen.getByText('Radiografia (CR/DX)')).toBeTruthy();
    expect(api.de('GET /api/exame-imagem/cota')[0]?.query.get('competencia')).toBe(hoje().slice(0, 7));
    // the month picker is antd's, in pt-BR
    expect((screen.getByLabelText('Mês das cotas') as HTMLInputElement).value).toBe(`${hoje().slice(5, 7)}/${hoje().slice(0, 4)}`);
    await user.click(screen.getByRole('button', { name: /Nova cota/ }));
    const dialogo = await findDialog('Nova cota');
    await user.click(await screen.findByRole('radio', { name: 'Profissional solicitante' }));
    await user.click(await screen.findByRole('combobox', { name: 'Profissional solicitante' }));
    await user.click(await screen.findByText('Dr. Caio Souto', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('Exames no mês'), '8');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe cota deste solicitante para esta modalidade e mês. Altere a existente.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.de('POST /api/exame-imagem/cota')).toHaveLength(2));
    expect(api.de('POST /api/exame-imagem/cota')[1]?.body).toMatchObject({
      competencia: hoje().slice(0, 7),
      profissional_solicitante_id: 44,
      unidade_solicitante_id: null,
      quantidade: 8,
    });
    expect(dialogo).toBeTruthy();
  }, 90_000);
});
