import type { components } from '@openapi/generated/schema';
import { addDays, todayOf } from '../rules/calendar';
import { SERVICE_FEE_PERCENTAGE } from '../rules/pricing';
import { infoStatusesOf, isCompleted } from '../logic/asset-completion';
import { NO_CHOICES, quoteBooking } from '../logic/booking-quote';
import { asciiSlug } from '../logic/slug';
import { isConsideredSwiss } from '../logic/user-profile';
import { isMotorisedModel } from '../logic/vehicle-kind';
import type { RouteContext } from '../http/route';
import type { AssetImageRow, AssetRow } from '../store/rows';
import { avatarUrlOf } from './user.view';

type S = components['schemas'];
type ViewContext = Pick<RouteContext, 'store' | 'urls' | 'now' | 'viewer'>;

/** 000 §9: with no dates, prices are based on 7 nights. */
const NIGHTS_WITHOUT_DATES = 7;
const VIEW_ORDER: readonly S['AssetImageViewType'][] = ['main', 'additional', 'back_right', 'sitting_area', 'sleeping_area', 'kitchen', 'bathroom', 'storage_area', 'plan'];

export interface AssetViewOptions {
  /** The stay to price (GET /assets/{id}?fromDate&toDate, or a search's dates). */
  range?: { fromDate: string; toDate: string } | null;
  matchedDates?: S['DateRange'] | null;
  distance?: number | null;
  /** Shows the exact pick-up location (owner, or a renter with a confirmed and paid booking). */
  exactLocation?: boolean;
  /** The vehicle's own page lists the price's parts; lists of cards show only the total. */
  priceLines?: boolean;
}

/** The vehicle's images in display order: main first, additional by position, then the fixed views. */
export function orderedImages(images: readonly AssetImageRow[]): AssetImageRow[] {
  return [...images].sort((a, b) => VIEW_ORDER.indexOf(a.viewType) - VIEW_ORDER.indexOf(b.viewType) || a.position - b.position || a.id - b.id);
}

export function assetImageView(ctx: Pick<RouteContext, 'urls'>, image: AssetImageRow): S['AssetImage'] {
  const turned = image.rotation % 2 !== 0;
  return {
    id: image.id,
    assetId: image.assetId,
    viewType: image.viewType,
    position: image.position,
    width: turned ? image.height : image.width,
    height: turned ? image.width : image.height,
    sizes: ctx.urls.vehicleImage(image),
    createdAt: image.createdAt,
  };
}

/** Renters see the pick-up point rounded to about a kilometre until the booking is confirmed and paid (000 §6). */
const approximate = (location: AssetRow['location']): AssetRow['location'] =>
  location ? { lat: Math.round(location.lat * 100) / 100, lng: Math.round(location.lng * 100) / 100 } : null;

export const averageRatingOf = (asset: AssetRow): number | null =>
  asset.reviewCount > 0 ? Math.round((asset.ratingSum / asset.reviewCount) * 10) / 10 : null;

/** The total for the requested stay, or for 7 nights from the first bookable day without dates. */
function priceFor(ctx: ViewContext, asset: AssetRow, range: AssetViewOptions['range']): { totalPrice: number; numberOfNights: number; priceLineItems: S['LineItem'][] } | null {
  if (asset.highWeeklyPriceWithoutCleaning <= 0 || asset.lowWeeklyPriceWithoutCleaning <= 0) return null;
  const fromDate = range?.fromDate ?? addDays(todayOf(ctx.now), Math.max(1, asset.leadTime));
  const toDate = range?.toDate ?? addDays(fromDate, NIGHTS_WITHOUT_DATES);
  const quote = quoteBooking(asset, ctx.store.ownerAddons.by('assetId', asset.id), { fromDate, toDate }, NO_CHOICES);
  return { totalPrice: quote.total, numberOfNights: quote.nights, priceLineItems: quote.contractLineItems };
}

/** A vehicle as the contract's Asset: the stored fields plus brand, images, owner, ratings, completion and price. */
export function assetView(ctx: ViewContext, asset: AssetRow, options: AssetViewOptions = {}): S['Asset'] {
  const { store } = ctx;
  const isOwner = ctx.viewer?.user.id === asset.ownerId || ctx.viewer?.user.role === 'admin';
  const images = orderedImages(store.assetImages.by('assetId', asset.id));
  const brand = asset.brandId === null ? undefined : store.brands.get(asset.brandId);
  const owner = store.users.get(asset.ownerId);
  const statuses = infoStatusesOf(asset, { main: images.filter((i) => i.viewType === 'main').length });
  const document = isOwner ? store.registrationDocuments.by('assetId', asset.id)[0] : undefined;
  const price = priceFor(ctx, asset, options.range);
  const { reviewCount: _count, ratingSum: _sum, insuranceVendor, ...fields } = asset;
  const exact = isOwner || options.exactLocation === true;
  return {
    ...fields,
    address: exact ? asset.address : null,
    location: exact ? asset.location : approximate(asset.location),
    brand: brand ?? null,
    images: images.map((image) => assetImageView(ctx, image)),
    isConsideredSwiss: isConsideredSwiss(asset.country),
    isMotorized: isMotorisedModel(asset.subType, asset.model),
    pricePerKilometerIncFee: asset.pricePerKilometer === null ? null : Math.round((asset.pricePerKilometer * (100 + SERVICE_FEE_PERCENTAGE)) / 100),
    totalPrice: price?.totalPrice ?? null,
    numberOfNights: price?.numberOfNights ?? null,
    priceLineItems: options.priceLines ? (price?.priceLineItems ?? null) : null,
    isCompleted: isCompleted(statuses),
    infoStatuses: statuses,
    insuranceVendor: insuranceVendor ? { name: insuranceVendor } : null,
    reviewCount: asset.reviewCount,
    averageRating: averageRatingOf(asset),
    owner: {
      id: asset.ownerId,
      firstName: owner?.firstName ?? '',
      topOwner: owner?.topOwner ?? false,
      isOrganizationRepresentative: owner?.isOrganizationRepresentative ?? false,
      avatarUrl: owner ? avatarUrlOf(ctx, owner) : null,
    },
    locationPage: asset.city ? { path: `/rent-motorhome/${asciiSlug(asset.city)}`, title: `Rent a motorhome in ${asset.city}` } : null,
    brandPage: brand && brand.key !== 'other_brand' ? { path: `/brands/${brand.slug}`, title: `${brand.name} for rent` } : null,
    matchedDates: options.matchedDates ?? null,
    distance: options.distance === undefined || options.distance === null ? null : Math.round(options.distance * 10) / 10,
    registrationDocument: document
      ? { id: document.id, assetId: asset.id, url: ctx.urls.file('registration-document', document.id), fileName: document.fileName, mimeType: document.mimeType, createdAt: document.createdAt }
      : null,
  };
}
