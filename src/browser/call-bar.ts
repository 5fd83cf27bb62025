// The phone call bar offers the call alone while a booking form is on screen (the home page's form at its end): its
// "Book Inspection" would send the visitor away from the form they are looking at. Without JavaScript, or before this
// runs, the bar keeps both buttons; the booking page itself renders the bar without the link (MobileCallBar.tsx).
export function hideBookingWhileFormShows(book: HTMLElement, forms: NodeListOf<HTMLElement>) {
  const onScreen = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) onScreen.add(e.target);
      else onScreen.delete(e.target);
    }
    book.hidden = onScreen.size > 0;
  });
  forms.forEach((form) => observer.observe(form));
}
