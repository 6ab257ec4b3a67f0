// The organisations of the Alliance in a carousel (members, technical partners): each card opens
// the organisation's site in a new tab and shows its logo on a white square or its name on a blue
// card.
import { MEMBER_CARD_WIDTH, PARTNER_CARD_WIDTH } from "@alliance/shared";
import { Carousel } from "./carousel";
import { LazyImage } from "./lazy-image";
import { NewTabLink } from "./new-tab-link";

export interface LogoCard {
  id: string;
  href: string;
  name: string;
  image?: string;
}

const VARIANTS = {
  name: {
    cardWidth: MEMBER_CARD_WIDTH,
    heightClass: "min-h-44",
    card: "flex h-40 w-60 items-center justify-center rounded-xl bg-brand p-4 text-center text-lg font-semibold text-white shadow-md hover:bg-brand-dark",
  },
  logo: {
    cardWidth: PARTNER_CARD_WIDTH,
    heightClass: "min-h-36",
    card: "flex h-32 w-32 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand",
  },
} as const;

export function LogoCarousel({
  label,
  cards,
  emptyText,
  loading,
  variant,
}: {
  label: string;
  cards: LogoCard[];
  emptyText: string;
  loading: boolean;
  /** Names on blue cards, or logos (the card's image, its alt text the name) on white squares. */
  variant: keyof typeof VARIANTS;
}) {
  const { cardWidth, heightClass, card: className } = VARIANTS[variant];
  return (
    <Carousel
      label={label}
      items={cards}
      loading={loading}
      defaultCardWidth={cardWidth}
      heightClass={heightClass}
      emptyText={emptyText}
      getKey={(card) => card.id}
      renderItem={(card) => (
        <NewTabLink href={card.href} className={className}>
          {variant === "logo" ? (
            <LazyImage
              src={card.image}
              alt={card.name}
              width={96}
              height={96}
              className="h-24 w-24 object-contain"
            />
          ) : (
            card.name
          )}
        </NewTabLink>
      )}
    />
  );
}
