import { type Asset, assetCode } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The unit a screen shows for an asset: its name in the reader's language (`money.asset_*`: "CNY", and
 * "人民币" in zh-Hans), unless the server configured a unit of its own other than the asset's code
 * (`common/base` `units`, as an upstream may). Never the bare code where the language names it otherwise.
 */
export function useAssetUnit(): (asset: Asset, configured?: string) => string {
  const { t } = useTranslation();
  return (asset, configured) =>
    configured && configured !== assetCode[asset] ? configured : t(`money.asset_${asset}`);
}
