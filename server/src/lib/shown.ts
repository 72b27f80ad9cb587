import {
  type Asset,
  assetCode,
  assetScale,
  formatAmount,
  formatDisplay,
  formatFee,
  fromMinor,
} from '@app/contracts';

// Message placeholders with money go through the contracts' display rule (contracts/src/display.ts),
// the same one every screen of the app uses, so a refusal quotes an amount as the screens show it.

/** `{{min}}-{{max}}` of limits of `asset`: "10-5000 USDT" (the code once, after max). */
export const rangeParams = (min: string, max: string, asset: Asset): { min: string; max: string } => ({
  min: formatDisplay(min, 'limit', asset),
  max: `${formatDisplay(max, 'limit', asset)} ${assetCode[asset]}`,
});

/** An amount in minor units with its code, at the asset's scale: "100000.000000 USDT". */
export const shownAmount = (minor: bigint, asset: Asset): string =>
  formatAmount(fromMinor(minor, assetScale[asset]), asset);

/** An exchange fee in minor units with its code, to the cent: "0.10 USDT". */
export const shownFee = (minor: bigint, asset: Asset): string =>
  formatFee(fromMinor(minor, assetScale[asset]), asset);
