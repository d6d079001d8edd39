import { estoqueLimiteResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** almoxarifado/estoque-limite/index: minimum, reorder point and maximum of the materials per stock. */
export default function EstoqueLimiteIndexPage() {
  return (
    <ResourceIndexPage
      resource={estoqueLimiteResource}
      subTitle="Os alertas do painel do estoque usam estes limites; sem eles, o mínimo e o máximo do cadastro do material."
    />
  );
}
